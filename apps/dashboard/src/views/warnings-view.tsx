import type { ReleasesResponse, WarningRow, WarningsResponse } from '@opstap/contracts';
import { Link, useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import type uPlot from 'uplot';
import { chosenClass, classDetail, questions } from '../api/questions.ts';
import { useApi } from '../api/use-api.ts';
import { barPaths, Chart, DAY_X, dayXs, guidesPlugin, releaseMarkers } from '../components/chart.tsx';
import { DataTable, TableAlternative } from '../components/data-table.tsx';
import { FilterBar } from '../components/filter-bar.tsx';
import { Answer, Empty } from '../components/states.tsx';
import { dayIn, daysBetween } from '../lib/days.ts';
import { formatCount, formatRate } from '../lib/format.ts';
import { FILTER_KEYS, zoneOf, type DashboardSearch, type FilterKey } from '../lib/search.ts';

/** Warnings filter by window, path and page family only (the query API's `/warnings`). */
const NOT_FILTERS: FilterKey[] = FILTER_KEYS.filter((key) => key !== 'screen' && key !== 'path');

/**
 * Warnings: the classes of warnings with their rate per 1,000 page views; for the chosen class, a timeline
 * by day with release markers, and its rate by release, page and browser.
 */
export function WarningsView() {
  const search = useSearch({ strict: false }) as DashboardSearch;
  const classes = useApi<WarningsResponse>(questions.warnings(search, 'messageClass'));
  return (
    <section aria-labelledby="warnings-title" data-view="warnings">
      <h1 id="warnings-title">Warnings</h1>
      <FilterBar hide={NOT_FILTERS} />
      <Answer state={classes} what="the warnings">
        {(data) => {
          if (data.rows.length === 0) return <Empty>No warnings in this window and these filters.</Empty>;
          const chosen = chosenClass(
            search,
            data.rows.map((row) => row.key),
          );
          if (chosen === undefined) return null;
          return (
            <>
              <DataTable<WarningRow>
                testId="warning-classes"
                caption="Warnings by message class"
                rows={data.rows}
                rowKey={(row) => row.key}
                columns={[
                  {
                    header: 'Message class',
                    cell: (row) => (
                      <Link
                        to="."
                        search={(prev: DashboardSearch) => ({ ...prev, messageClass: row.key })}
                        aria-current={row.key === chosen ? 'true' : undefined}
                      >
                        {row.key}
                      </Link>
                    ),
                  },
                  { header: 'Warnings', numeric: true, cell: (row) => formatCount(row.count) },
                  { header: 'Per 1,000 page views', numeric: true, cell: (row) => formatRate(row.rate) },
                ]}
              />
              <ClassDetail messageClass={chosen} search={search} />
            </>
          );
        }}
      </Answer>
    </section>
  );
}

function ClassDetail({ messageClass, search }: { messageClass: string; search: DashboardSearch }) {
  const asks = classDetail(search, messageClass);
  const days = useApi<WarningsResponse>(asks.days);
  const releases = useApi<ReleasesResponse>(asks.releases);
  const byRelease = useApi<WarningsResponse>(asks.byRelease);
  const byPath = useApi<WarningsResponse>(asks.byPath);
  const byBrowser = useApi<WarningsResponse>(asks.byBrowser);
  const markers = releases.status === 'ok' ? releases.data.rows : [];
  return (
    <>
      <h2>“{messageClass}” by day</h2>
      <Answer state={days} what="the timeline">
        {(data) => (
          <Timeline data={data} markers={markers} messageClass={messageClass} zone={zoneOf(search)} />
        )}
      </Answer>
      <div className="side-by-side three">
        {(
          [
            [byRelease, 'By release', 'warnings-by-release'],
            [byPath, 'Top pages', 'warnings-by-path'],
            [byBrowser, 'Top browsers', 'warnings-by-browser'],
          ] as const
        ).map(([state, title, testId]) => (
          <div className="panel" key={testId}>
            <h2>{title}</h2>
            <Answer state={state} what={title.toLowerCase()}>
              {(data) => (
                <DataTable<WarningRow>
                  testId={testId}
                  caption={`${title}: “${messageClass}”`}
                  rows={[...data.rows]
                    .sort((a, b) => (b.rate ?? 0) - (a.rate ?? 0) || b.count - a.count)
                    .slice(0, 10)}
                  rowKey={(row) => row.key}
                  columns={[
                    {
                      header: title === 'By release' ? 'Release' : title === 'Top pages' ? 'Page' : 'Browser',
                      cell: (row) => row.key || '(none)',
                    },
                    { header: 'Warnings', numeric: true, cell: (row) => formatCount(row.count) },
                    { header: 'Per 1,000 views', numeric: true, cell: (row) => formatRate(row.rate) },
                  ]}
                />
              )}
            </Answer>
          </div>
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
          caption={`“${messageClass}” by day`}
          rows={rows}
          rowKey={(row) => row.key}
          columns={[
            { header: `Day (${zone})`, cell: (row) => row.key },
            { header: 'Warnings', numeric: true, cell: (row) => formatCount(row.count) },
            { header: 'Page views', numeric: true, cell: (row) => formatCount(row.pageViews) },
            { header: 'Per 1,000 page views', numeric: true, cell: (row) => formatRate(row.rate) },
          ]}
        />
      </TableAlternative>
    </div>
  );
}
