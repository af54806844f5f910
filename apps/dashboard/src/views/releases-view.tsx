import { METRIC_NAMES } from '@opstap/contracts/vocabulary';
import type { CompareResponse, CompareRow, ReleaseRow, ReleasesResponse } from '@opstap/contracts';
import { Link, useSearch } from '@tanstack/react-router';
import { comparedReleases, comparisonQuestion, questions } from '../api/questions.ts';
import { useApi } from '../api/use-api.ts';
import { DataTable } from '../components/data-table.tsx';
import { FamilyTrendsLink } from '../components/family-trends-link.tsx';
import { FilterBar } from '../components/filter-bar.tsx';
import { ReleasePickers } from '../components/release-pickers.tsx';
import { Answer, Empty } from '../components/states.tsx';
import { formatCount, formatDifference, formatValue } from '../lib/format.ts';
import { metricOf, zoneOf, type DashboardSearch } from '../lib/search.ts';

const METRICS = METRIC_NAMES.filter((name) => name !== 'FID');
const VERDICT_LABEL = {
  better: 'better',
  worse: 'worse',
  'no-change': 'no change',
  insufficient: 'insufficient data',
} as const;

/**
 * Releases: every release the store holds, whatever the window, with its first and last page view; and a
 * baseline and a candidate among them, compared per page family × device with the difference of p75s, its
 * interval corrected for the groups tested (docs/decisions/0121-compare-interval.md,
 * docs/decisions/0132-compare-holm.md) and a verdict; a row opens its trend.
 */
export function ReleasesView() {
  const search = useSearch({ strict: false }) as DashboardSearch;
  const releases = useApi<ReleasesResponse>(questions.everyRelease());
  return (
    <section aria-labelledby="releases-title" data-view="releases">
      <h1 id="releases-title">Releases</h1>
      <FilterBar metrics={METRICS} metric={metricOf(search)} hide={['appVersion']} />
      <Answer state={releases} what="the releases">
        {(data) => {
          const versions = data.rows.map((row) => row.appVersion);
          return (
            <>
              {versions.length < 2 ? (
                <Empty>
                  Comparing needs two releases with page views; there{' '}
                  {versions.length === 1 ? 'is one' : 'are none'}.
                </Empty>
              ) : (
                <Comparison search={search} versions={versions} />
              )}
              {versions.length > 0 && <ReleaseList rows={data.rows} search={search} />}
            </>
          );
        }}
      </Answer>
    </section>
  );
}

function Comparison({ search, versions }: { search: DashboardSearch; versions: string[] }) {
  // By default the latest release against the one before it (ReleasesView passes two or more).
  const metric = metricOf(search);
  const { baseline, candidate } = comparedReleases(search, versions);
  const state = useApi<CompareResponse>(comparisonQuestion(search, versions));
  return (
    <>
      <ReleasePickers versions={versions} baseline={baseline} candidate={candidate} />
      {baseline === candidate ? (
        <Empty>Pick two different releases.</Empty>
      ) : (
        <Answer state={state} what="the comparison">
          {(data) =>
            data.rows.length === 0 ? (
              <Empty>No {metric} samples of either release under these filters.</Empty>
            ) : (
              <>
                <p className="hint">
                  {metric} p75 of {candidate} against {baseline}; worse or better only when the interval of
                  the difference excludes 0, each interval widened for the {data.correction.tests} groups
                  tested (Holm, at most a 5% chance of any false verdict on this page); fewer than{' '}
                  {data.minSamples} samples on either side is insufficient.
                </p>
                <DataTable<CompareRow>
                  testId="compare-table"
                  caption={`${metric}: ${candidate} against ${baseline}, by page family and device`}
                  rows={[...data.rows].sort((a, b) => rank(a) - rank(b))}
                  rowKey={(row) => row.key}
                  columns={[
                    {
                      header: 'Page family',
                      cell: (row) => (
                        <FamilyTrendsLink screen={row.group.screen} device={row.group.device} metric={metric}>
                          {row.group.screen}
                        </FamilyTrendsLink>
                      ),
                    },
                    { header: 'Device', cell: (row) => row.group.device },
                    { header: `${baseline} p75`, numeric: true, cell: (row) => side(metric, row.baseline) },
                    { header: `${candidate} p75`, numeric: true, cell: (row) => side(metric, row.candidate) },
                    {
                      header: 'Difference',
                      numeric: true,
                      cell: (row) => formatDifference(metric, row.difference),
                    },
                    {
                      header: 'Interval (corrected)',
                      numeric: true,
                      cell: (row) =>
                        row.interval && row.confidence !== null
                          ? `${formatDifference(metric, row.interval[0])} to ${formatDifference(metric, row.interval[1])} (${(row.confidence * 100).toFixed(2)}%)`
                          : '–',
                    },
                    {
                      header: 'Verdict',
                      cell: (row) => (
                        <span className={`verdict verdict-${row.verdict}`}>
                          {VERDICT_LABEL[row.verdict]}
                          {row.missing ? `: ${row.missing.reason}` : ''}
                        </span>
                      ),
                    },
                  ]}
                />
              </>
            )
          }
        </Answer>
      )}
    </>
  );
}

/**
 * A moment in the zone the analyst counts days in (the filter bar's "Days in"), the zone named, so it reads
 * the same whoever looks (docs/decisions/0806-dashboard-days-in-a-zone.md).
 */
const dateTimeIn = (zone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  });

/**
 * Every release seen, newest first, each against the one before it a click away: which releases helped or
 * hurt, one comparison at a time.
 */
function ReleaseList({ rows, search }: { rows: readonly ReleaseRow[]; search: DashboardSearch }) {
  const ordered = rows.map((row, i) => ({ row, previous: rows[i - 1]?.appVersion })).reverse();
  const dateTime = dateTimeIn(zoneOf(search));
  return (
    <div className="panel">
      <h2>Every release seen ({formatCount(rows.length)})</h2>
      <DataTable<(typeof ordered)[number]>
        testId="release-list"
        caption="Releases with their first and last page view and their page views, newest first"
        rows={ordered}
        rowKey={({ row }) => row.appVersion}
        columns={[
          { header: 'Release', cell: ({ row }) => row.appVersion },
          { header: 'First seen', cell: ({ row }) => dateTime.format(new Date(row.firstSeen)) },
          { header: 'Last seen', cell: ({ row }) => dateTime.format(new Date(row.lastSeen)) },
          { header: 'Page views', numeric: true, cell: ({ row }) => formatCount(row.pageViews) },
          {
            header: 'Against the one before',
            cell: ({ row, previous }) =>
              previous === undefined ? (
                '–'
              ) : search.baseline === previous && search.candidate === row.appVersion ? (
                'compared above'
              ) : (
                <Link
                  to="/releases"
                  search={(prev: DashboardSearch) => ({
                    ...prev,
                    baseline: previous,
                    candidate: row.appVersion,
                  })}
                >
                  Compare {row.appVersion} with {previous}
                </Link>
              ),
          },
        ]}
      />
    </div>
  );
}

/** Worse first, then better, then the rest. */
const rank = (row: CompareRow) => ({ worse: 0, better: 1, 'no-change': 2, insufficient: 3 })[row.verdict];

const side = (metric: string, s: { count: number; p75: number | null }) =>
  `${formatValue(metric, s.p75)} (n=${formatCount(s.count)})`;
