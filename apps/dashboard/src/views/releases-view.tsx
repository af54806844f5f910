import { METRIC_NAMES } from '@opstap/contracts/vocabulary';
import type { CompareResponse, CompareRow, ReleasesResponse } from '@opstap/contracts';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { comparedReleases, comparisonQuestion, questions } from '../api/questions.ts';
import { useApi } from '../api/use-api.ts';
import { DataTable } from '../components/data-table.tsx';
import { FilterBar } from '../components/filter-bar.tsx';
import { Answer, Empty } from '../components/states.tsx';
import { formatCount, formatDifference, formatValue } from '../lib/format.ts';
import { metricOf, type DashboardSearch } from '../lib/search.ts';

const METRICS = METRIC_NAMES.filter((name) => name !== 'FID');
const VERDICT_LABEL = {
  better: 'better',
  worse: 'worse',
  'no-change': 'no change',
  insufficient: 'insufficient data',
} as const;

/**
 * Releases: a baseline and a candidate release, compared per page family × device with the difference of
 * p75s, its interval corrected for the groups tested (docs/decisions/0121-compare-interval.md,
 * docs/decisions/0132-compare-holm.md) and a verdict; a row opens its trend.
 */
export function ReleasesView() {
  const search = useSearch({ strict: false }) as DashboardSearch;
  const releases = useApi<ReleasesResponse>(questions.releases(search));
  return (
    <section aria-labelledby="releases-title" data-view="releases">
      <h1 id="releases-title">Releases</h1>
      <FilterBar metrics={METRICS} metric={metricOf(search)} hide={['appVersion']} />
      <Answer state={releases} what="the releases">
        {(data) => {
          const versions = data.rows.map((row) => row.appVersion);
          return versions.length < 2 ? (
            <Empty>
              Comparing needs two releases with page views in this window; there{' '}
              {versions.length === 1 ? 'is one' : 'are none'}.
            </Empty>
          ) : (
            <Comparison search={search} versions={versions} />
          );
        }}
      </Answer>
    </section>
  );
}

function Comparison({ search, versions }: { search: DashboardSearch; versions: string[] }) {
  // By default the latest release against the one before it (ReleasesView passes two or more).
  const navigate = useNavigate();
  const metric = metricOf(search);
  const { baseline, candidate } = comparedReleases(search, versions);
  const state = useApi<CompareResponse>(comparisonQuestion(search, versions));
  const pick = (key: 'baseline' | 'candidate', value: string) =>
    void navigate({ to: '.', search: (prev: DashboardSearch) => ({ ...prev, [key]: value }) });
  return (
    <>
      <div className="filters" role="group" aria-label="Releases to compare">
        <label>
          <span>Baseline</span>
          <select name="baseline" value={baseline} onChange={(e) => pick('baseline', e.target.value)}>
            {versions.map((v) => (
              <option key={v}>{v}</option>
            ))}
          </select>
        </label>
        <label>
          <span>Candidate</span>
          <select name="candidate" value={candidate} onChange={(e) => pick('candidate', e.target.value)}>
            {versions.map((v) => (
              <option key={v}>{v}</option>
            ))}
          </select>
        </label>
      </div>
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
                        <Link
                          to="/trends"
                          search={(prev: DashboardSearch) => ({
                            ...prev,
                            screen: row.group.screen,
                            device: row.group.device,
                            metric,
                          })}
                        >
                          {row.group.screen}
                        </Link>
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

/** Worse first, then better, then the rest. */
const rank = (row: CompareRow) => ({ worse: 0, better: 1, 'no-change': 2, insufficient: 3 })[row.verdict];

const side = (metric: string, s: { count: number; p75: number | null }) =>
  `${formatValue(metric, s.p75)} (n=${formatCount(s.count)})`;
