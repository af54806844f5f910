import { DEFAULT_MIN_SAMPLES, METRIC_NAMES } from '@opstap/contracts/vocabulary';
import type { SummaryResponse, SummaryRow } from '@opstap/contracts';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { questions } from '../api/questions.ts';
import { useApi } from '../api/use-api.ts';
import { DataTable } from '../components/data-table.tsx';
import { FilterBar } from '../components/filter-bar.tsx';
import { RatingCell } from '../components/rating-cell.tsx';
import { Answer, Empty } from '../components/states.tsx';
import { FILTER_LABELS } from '../lib/dimensions.ts';
import { formatCount, formatShare, formatValue } from '../lib/format.ts';
import { metricOf, SEGMENTS, type DashboardSearch, type Segment } from '../lib/search.ts';

const METRICS = METRIC_NAMES.filter((name) => name !== 'FID');

/**
 * Segments: which connection types, countries, browsers, OSes or languages suffer. p75 of a metric per segment
 * and device, worst first among the groups with at least DEFAULT_MIN_SAMPLES samples (a p75 of a few samples
 * is no ranking: docs/decisions/0802-rankings-need-volume.md); the groups with fewer follow, marked.
 */
export function SegmentsView() {
  const search = useSearch({ strict: false }) as DashboardSearch;
  const navigate = useNavigate();
  const metric = metricOf(search);
  const segment: Segment = search.segment ?? SEGMENTS[0];
  const state = useApi<SummaryResponse>(questions.segments(search));
  const label = FILTER_LABELS[segment];
  return (
    <section aria-labelledby="segments-title" data-view="segments">
      <h1 id="segments-title">Segments</h1>
      <FilterBar metrics={METRICS} metric={metric} />
      <form className="filters" aria-label="Segment" onSubmit={(event) => event.preventDefault()}>
        <label>
          <span>Compare by</span>
          <select
            name="segment"
            value={segment}
            onChange={(e) =>
              void navigate({
                to: '.',
                search: (prev: DashboardSearch) => ({ ...prev, segment: e.target.value as Segment }),
              })
            }
          >
            {SEGMENTS.map((value) => (
              <option key={value} value={value}>
                {FILTER_LABELS[value].toLowerCase()}
              </option>
            ))}
          </select>
        </label>
      </form>
      <Answer state={state} what={`${metric} by ${label.toLowerCase()}`}>
        {(data) => {
          if (data.rows.length === 0)
            return <Empty>No {metric} samples in this window and these filters.</Empty>;
          const enough = data.rows.filter((row) => row.count >= DEFAULT_MIN_SAMPLES);
          const few = data.rows.filter((row) => row.count < DEFAULT_MIN_SAMPLES);
          const worst = (a: SummaryRow, b: SummaryRow) => (b.p75 ?? 0) - (a.p75 ?? 0) || b.count - a.count;
          const rows = [...enough.sort(worst), ...few.sort(worst)];
          const [first] = enough;
          return (
            <>
              <p className="lead" data-testid="segments-headline">
                {first
                  ? `Slowest: ${first.group[segment]} on ${first.group.device}, ${metric} p75 ` +
                    `${formatValue(metric, first.p75)} over ${formatCount(first.count)} samples.`
                  : `No ${label.toLowerCase()} has ${DEFAULT_MIN_SAMPLES} ${metric} samples on one device yet.`}
              </p>
              <p className="hint">
                Worst p75 first among groups with at least {DEFAULT_MIN_SAMPLES} samples
                {few.length === 0
                  ? '.'
                  : `; ${few.length} ${few.length === 1 ? 'group with fewer follows' : 'groups with fewer follow'}, marked insufficient.`}
              </p>
              <DataTable<SummaryRow>
                testId="segments-table"
                caption={`${metric} p75 by ${label.toLowerCase()} and device`}
                rows={rows}
                rowKey={(row) => `${row.group[segment]}/${row.group.device}`}
                columns={[
                  { header: label, cell: (row) => <span className="wrap">{row.group[segment]}</span> },
                  { header: 'Device', cell: (row) => row.group.device },
                  {
                    header: `${metric} p75`,
                    numeric: true,
                    cell: (row) => (
                      <RatingCell
                        metric={metric}
                        p75={row.p75}
                        rating={row.rating}
                        count={row.count}
                        minSamples={DEFAULT_MIN_SAMPLES}
                      />
                    ),
                  },
                  { header: 'Good', numeric: true, cell: (row) => formatShare(row.good) },
                  { header: 'Poor', numeric: true, cell: (row) => formatShare(row.poor) },
                ]}
              />
            </>
          );
        }}
      </Answer>
    </section>
  );
}
