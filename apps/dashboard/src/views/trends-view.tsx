import { METRIC_NAMES } from '@opstap/contracts/vocabulary';
import type { ReleasesResponse } from '@opstap/contracts';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { questions, splitsLanguages } from '../api/questions.ts';
import { useApi } from '../api/use-api.ts';
import { DeviceTrend } from '../components/device-trend.tsx';
import { FilterBar } from '../components/filter-bar.tsx';
import { TrendPanel } from '../components/trend-panel.tsx';
import { LANGUAGE_NAMES } from '../lib/dimensions.ts';
import { metricOf, type DashboardSearch } from '../lib/search.ts';

const METRICS = METRIC_NAMES.filter((name) => name !== 'FID');

/**
 * Trends: daily p50/p75/p95 with the thresholds and release markers, every dimension a filter; with a page
 * family chosen and no language, its two language versions side by side; or p75 with one line per device
 * (docs/requirements/telemetry-service.md#dashboard).
 */
export function TrendsView() {
  const search = useSearch({ strict: false }) as DashboardSearch;
  const metric = metricOf(search);
  const releases = useApi<ReleasesResponse>(questions.releases(search));
  const markers = releases.status === 'ok' ? releases.data.rows : [];
  return (
    <section aria-labelledby="trends-title" data-view="trends">
      <h1 id="trends-title">Trends</h1>
      <FilterBar metrics={METRICS} metric={metric} />
      <Lines search={search} />
      {search.by === 'device' ? (
        <DeviceTrend question={questions.trendByDevice(search)} releases={markers} />
      ) : splitsLanguages(search) ? (
        <div className="side-by-side">
          {(['en', 'nl'] as const).map((language) => (
            <TrendPanel
              key={language}
              title={`${search.screen} in ${LANGUAGE_NAMES[language]}: ${metric}`}
              caption={`${metric} by day in ${LANGUAGE_NAMES[language]}`}
              metric={metric}
              question={questions.trend(search, language)}
              releases={markers}
              testId={`trend-${language}`}
            />
          ))}
        </div>
      ) : (
        <TrendPanel
          title={`${metric} by day${search.screen ? ` on ${search.screen}` : ''}`}
          metric={metric}
          question={questions.trend(search)}
          releases={markers}
          testId="trend-all"
        />
      )}
    </section>
  );
}

/** What the trend draws: three percentiles of everything filtered, or p75 per device. */
function Lines({ search }: { search: DashboardSearch }) {
  const navigate = useNavigate();
  return (
    <form className="filters lines" aria-label="Lines" onSubmit={(event) => event.preventDefault()}>
      <label>
        <span>Lines</span>
        <select
          name="by"
          value={search.by ?? ''}
          onChange={(e) =>
            void navigate({
              to: '.',
              search: (prev: DashboardSearch) => ({
                ...prev,
                by: e.target.value === 'device' ? 'device' : undefined,
              }),
            })
          }
        >
          <option value="">p50, p75 and p95</option>
          <option value="device">p75 by device</option>
        </select>
      </label>
    </form>
  );
}
