import type { ReleasesResponse, SummaryResponse } from '@opstap/contracts';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { questions } from '../api/questions.ts';
import { useApi } from '../api/use-api.ts';
import { FILTER_CHOICES, FILTER_LABELS, NAVIGATION_LABELS } from '../lib/dimensions.ts';
import { FILTER_KEYS, type DashboardSearch, type FilterKey } from '../lib/search.ts';
import { TimeFilters } from './time-filters.tsx';

/**
 * The window and every dimension as a filter (docs/requirements/telemetry-service.md#dashboard), written to
 * the URL so a view can be shared and reloaded. `metrics` is the choice of metric the view offers, if any.
 */
export function FilterBar({
  metrics,
  metric,
  hide = [],
}: {
  metrics?: readonly string[];
  /** The metric the view shows (its default when the URL names none). */
  metric?: string;
  hide?: readonly FilterKey[];
}) {
  const search = useSearch({ strict: false }) as DashboardSearch;
  const navigate = useNavigate();
  // The choices of page family and release cost the store a scan each: asked for only once the analyst
  // reaches for the filters, so they never slow a view's first answer.
  const [wanted, setWanted] = useState(false);
  const want = () => setWanted(true);
  const releases = useApi<ReleasesResponse>(wanted ? questions.releases(search) : null);
  const set = (key: keyof DashboardSearch, value: string) =>
    void navigate({
      to: '.',
      search: (prev: DashboardSearch) => ({ ...prev, [key]: value === '' ? undefined : value }),
    });
  // The page families with page views in the window, not the whole route table.
  const families = useApi<SummaryResponse>(wanted ? questions.families(search) : null);
  const screens =
    families.status === 'ok'
      ? families.data.rows.flatMap((row) => row.group.screen ?? [])
      : search.screen
        ? [search.screen]
        : [];
  const versions = releases.status === 'ok' ? releases.data.rows.map((row) => row.appVersion) : [];
  // A value from the URL stays selectable before (or without) the choices.
  if (search.appVersion && !versions.includes(search.appVersion)) versions.push(search.appVersion);

  return (
    <form
      className="filters"
      aria-label="Filters"
      onSubmit={(event) => event.preventDefault()}
      onFocus={want}
      onPointerEnter={want}
    >
      {metrics && (
        <label>
          <span>Metric</span>
          <select
            value={metric ?? search.metric ?? metrics[0]}
            onChange={(e) => set('metric', e.target.value)}
            name="metric"
          >
            {metrics.map((metric) => (
              <option key={metric}>{metric}</option>
            ))}
          </select>
        </label>
      )}
      <TimeFilters />
      {FILTER_KEYS.filter((key) => !hide.includes(key)).map((key) =>
        key === 'path' ? (
          <label key={key}>
            <span>{FILTER_LABELS[key]}</span>
            <input
              key={search.path ?? ''}
              name="path"
              type="search"
              placeholder="/werkgevers"
              defaultValue={search.path ?? ''}
              pattern="/.*"
              onKeyDown={(e) => {
                if (e.key === 'Enter') set('path', e.currentTarget.value.trim());
              }}
              onBlur={(e) => set('path', e.currentTarget.value.trim())}
            />
          </label>
        ) : (
          <label key={key}>
            <span>{FILTER_LABELS[key]}</span>
            <select name={key} value={search[key] ?? ''} onChange={(e) => set(key, e.target.value)}>
              <option value="">all</option>
              {(key === 'appVersion' ? versions : key === 'screen' ? screens : FILTER_CHOICES[key]).map(
                (value) => (
                  <option key={value} value={value}>
                    {key === 'navigationType' ? (NAVIGATION_LABELS[value] ?? value) : value}
                  </option>
                ),
              )}
            </select>
          </label>
        ),
      )}
    </form>
  );
}
