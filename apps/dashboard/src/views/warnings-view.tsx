import type { ReleasesResponse, WarningRow, WarningsResponse } from '@opstap/contracts';
import { Link, useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import type uPlot from 'uplot';
import { WARNING_FILTERS } from '@opstap/contracts/vocabulary';
import { dayIn, daysBetween } from '@opstap/contracts/zoned-days';
import { byCount, chosenClass, CLASS_RANKINGS, classDetail, questions } from '../api/questions.ts';
import { useApi } from '../api/use-api.ts';
import { barPaths, Chart, DAY_X, dayXs, guidesPlugin, releaseMarkers } from '../components/chart.tsx';
import { DataTable, TableAlternative } from '../components/data-table.tsx';
import { FilterBar } from '../components/filter-bar.tsx';
import { MinPageViewsField } from '../components/min-page-views-field.tsx';
import { Answer, Empty } from '../components/states.tsx';
import { FILTER_LABELS } from '../lib/dimensions.ts';
import { formatCount, formatRate } from '../lib/format.ts';
import { FILTER_KEYS, zoneOf, type DashboardSearch, type FilterKey } from '../lib/search.ts';
import { WarningsRanking } from './warnings-ranking.tsx';

/** Warnings filter by path, page family, browser and release, besides the class (WARNING_FILTERS). */
const NOT_FILTERS: FilterKey[] = FILTER_KEYS.filter(
  (key) => !(WARNING_FILTERS as readonly string[]).includes(key),
);

/**
 * Warnings: the classes of warnings with their rate per 1,000 page views under the filters; for the chosen class
 * (exactly that class), a timeline by day with release markers, and its rate by page, browser, page and browser
 * together, and release, each ranking among groups with enough page views.
 */
export function WarningsView() {
  const search = useSearch({ strict: false }) as DashboardSearch;
  const classes = useApi<WarningsResponse>(questions.warnings(search, 'messageClass'));
  return (
    <section aria-labelledby="warnings-title" data-view="warnings">
      <h1 id="warnings-title">Warnings</h1>
      <FilterBar hide={NOT_FILTERS} />
      <IgnoredFilters search={search} />
      <Answer state={classes} what="the warnings">
        {(data) => {
          if (data.rows.length === 0) return <Empty>No warnings in this window and these filters.</Empty>;
          const chosen = chosenClass(search, data.rows);
          if (chosen === undefined) return null;
          return (
            <>
              <DataTable<WarningRow>
                testId="warning-classes"
                caption="Warnings by message class"
                rows={byCount(data.rows)}
                rowKey={(row) => row.key}
                columns={[
                  {
                    header: 'Message class',
                    cell: (row) => (
                      <Link
                        to="."
                        search={(prev: DashboardSearch) => ({ ...prev, messageClass: row.key })}
                        aria-current={row.key === chosen ? 'true' : undefined}
                        className="wrap"
                      >
                        {row.key}
                      </Link>
                    ),
                  },
                  { header: 'Warnings', numeric: true, cell: (row) => formatCount(row.count) },
                  { header: 'Per 1,000 page views', numeric: true, cell: (row) => formatRate(row.rate) },
                ]}
              />
              {search.messageClass !== undefined && search.messageClass !== chosen && (
                <p className="hint" role="note" data-testid="class-not-found">
                  No “{search.messageClass}” warnings under these filters: showing the most frequent class.
                </p>
              )}
              <ClassDetail messageClass={chosen} search={search} />
            </>
          );
        }}
      </Answer>
    </section>
  );
}

/** Filters set in other views that warnings cannot apply (a warning carries no device, language …), said so. */
function IgnoredFilters({ search }: { search: DashboardSearch }) {
  const ignored = NOT_FILTERS.filter((key) => search[key] !== undefined);
  if (ignored.length === 0) return null;
  return (
    <p className="hint" data-testid="ignored-filters">
      Not applied to warnings, which do not record them:{' '}
      {ignored.map((key) => `${FILTER_LABELS[key].toLowerCase()} ${search[key]}`).join(', ')}.
    </p>
  );
}

function ClassDetail({ messageClass, search }: { messageClass: string; search: DashboardSearch }) {
  const asks = classDetail(search, messageClass);
  const days = useApi<WarningsResponse>(asks.days);
  const releases = useApi<ReleasesResponse>(asks.releases);
  const rankings = {
    path: useApi<WarningsResponse>(asks.path),
    browser: useApi<WarningsResponse>(asks.browser),
    'path,browser': useApi<WarningsResponse>(asks['path,browser']),
    appVersion: useApi<WarningsResponse>(asks.appVersion),
  };
  const markers = releases.status === 'ok' ? releases.data.rows : [];
  return (
    <>
      <h2>“{messageClass}” by day</h2>
      <Answer state={days} what="the timeline">
        {(data) => (
          <Timeline data={data} markers={markers} messageClass={messageClass} zone={zoneOf(search)} />
        )}
      </Answer>
      <h2>Where, in which browsers and releases</h2>
      <MinPageViewsField />
      <div className="side-by-side">
        {CLASS_RANKINGS.map((ranking) => (
          <WarningsRanking
            key={ranking}
            ranking={ranking}
            state={rankings[ranking]}
            messageClass={messageClass}
          />
        ))}
      </div>
    </>
  );
}

function Timeline({
  data,
  markers,
  messageClass,
  zone,
}: {
  data: WarningsResponse;
  markers: ReleasesResponse['rows'];
  messageClass: string;
  /** The zone whose days the answer counts (the question's `tz`). */
  zone: string;
}) {
  const { rows, options, aligned, summary } = useMemo(() => {
    const found = new Map(data.rows.map((row) => [row.key, row]));
    const rows = daysBetween(data.from, data.to, zone).map(
      (day): WarningRow => found.get(day) ?? { key: day, group: { day }, count: 0, pageViews: 0, rate: null },
    );
    const x = dayXs(rows.map((row) => row.key));
    const options: Omit<uPlot.Options, 'width' | 'height'> = {
      tzDate: DAY_X.tzDate,
      scales: { x: DAY_X.scale, y: { range: (_u, _min, max) => [0, Math.max(1, (max ?? 1) * 1.15)] } },
      axes: [DAY_X.axis, { size: 48 }],
      series: [
        DAY_X.series,
        {
          label: 'per 1,000 page views',
          stroke: '#c0392b',
          fill: 'rgba(192, 57, 43, 0.35)',
          paths: barPaths([0.8, 40]),
          value: (_u, v) => formatRate(v),
        },
      ],
      plugins: [guidesPlugin([], releaseMarkers(markers, zone))],
    };
    const peak = rows.reduce<WarningRow | undefined>(
      (a, b) => (!a || (b.rate ?? 0) > (a.rate ?? 0) ? b : a),
      undefined,
    );
    const total = rows.reduce((sum, row) => sum + row.count, 0);
    const summary =
      `“${messageClass}”: ${formatCount(total)} warnings in the window; the highest day is ${peak?.key} with ` +
      `${formatCount(peak?.count ?? 0)} (${formatRate(peak?.rate)} per 1,000 page views).` +
      (markers.length
        ? ` Releases: ${markers.map((m) => `${m.appVersion} from ${dayIn(m.firstSeen, zone)}`).join(', ')}.`
        : '') +
      ` Days in ${zone}.`;
    return { rows, options, aligned: [x, rows.map((row) => row.rate)] as uPlot.AlignedData, summary };
  }, [data, markers, messageClass, zone]);
  return (
    <div className="panel">
      <Chart options={options} data={aligned} summary={summary} testId="warnings-timeline" zone={zone} />
      <TableAlternative>
        <DataTable<WarningRow>
          caption={`“${messageClass}” by day, days in ${zone}`}
          rows={rows}
          rowKey={(row) => row.key}
          columns={[
            { header: 'Day', cell: (row) => row.key },
            { header: 'Warnings', numeric: true, cell: (row) => formatCount(row.count) },
            { header: 'Page views', numeric: true, cell: (row) => formatCount(row.pageViews) },
            { header: 'Per 1,000 page views', numeric: true, cell: (row) => formatRate(row.rate) },
          ]}
        />
      </TableAlternative>
    </div>
  );
}
