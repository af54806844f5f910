import {
  DEFAULT_MIN_SAMPLES,
  NAVIGATION_KINDS,
  NAVIGATION_METRICS,
  THRESHOLDS,
} from '@opstap/contracts/vocabulary';
import type { NavigationMetric, NavigationsResponse, NavigationsRow } from '@opstap/contracts';
import { useSearch } from '@tanstack/react-router';
import { questions } from '../api/questions.ts';
import { useApi } from '../api/use-api.ts';
import { DataTable, TableAlternative } from '../components/data-table.tsx';
import { FamilyTrendsLink } from '../components/family-trends-link.tsx';
import { FilterBar } from '../components/filter-bar.tsx';
import { RatingCell } from '../components/rating-cell.tsx';
import { Answer, Empty } from '../components/states.tsx';
import { describeNavigations, navigationTotals } from '../lib/describe-navigations.ts';
import { formatCount, formatShare, formatValue } from '../lib/format.ts';
import type { DashboardSearch } from '../lib/search.ts';

/** The metrics the picture can show: a soft navigation has no TTFB to set against a hard one's. */
const PICTURED = NAVIGATION_METRICS.filter((metric) => metric !== 'TTFB');
/** A p75 from fewer samples is drawn pale and marked, as the overview marks insufficient figures. */
const MIN_SAMPLES = DEFAULT_MIN_SAMPLES;
const KIND_LABEL = { hard: 'hard', soft: 'soft' } as const;

const pictured = (search: DashboardSearch): Exclude<NavigationMetric, 'TTFB'> =>
  (PICTURED as readonly string[]).includes(search.metric ?? '')
    ? (search.metric as Exclude<NavigationMetric, 'TTFB'>)
    : 'LCP';

/**
 * Navigations: per page family and device, the p75 of hard navigations (a document loaded) against soft ones
 * (a route change in the single-page app), the share of page views that were soft, and the coverage — the
 * share of page views from browsers able to report soft navigations (docs/requirements/telemetry-service.md#dashboard,
 * decision 0502). The picture first, the table as its alternative.
 */
export function NavigationsView() {
  const search = useSearch({ strict: false }) as DashboardSearch;
  const metric = pictured(search);
  const state = useApi<NavigationsResponse>(questions.navigations(search));
  return (
    <section aria-labelledby="navigations-title" data-view="navigations">
      <h1 id="navigations-title">Navigations</h1>
      <FilterBar metrics={PICTURED} metric={metric} hide={['navigationType']} />
      <Answer state={state} what="hard and soft navigations">
        {(data) =>
          data.rows.length === 0 ? (
            <Empty>No page views in this window and these filters.</Empty>
          ) : (
            <>
              <Totals data={data} />
              <div className="panel">
                <h2>{metric} p75, hard against soft, by page family and device</h2>
                <p className="hint">
                  A soft navigation&rsquo;s {metric} counts only what is painted after the route change:
                  elements that stay on the screen are not painted again. Compare hard with hard and soft with
                  soft.
                </p>
                <Picture data={data} metric={metric} />
                <TableAlternative>
                  <NavigationsTable data={data} />
                </TableAlternative>
              </div>
            </>
          )
        }
      </Answer>
    </section>
  );
}

function Totals({ data }: { data: NavigationsResponse }) {
  const { hard, soft, covered } = navigationTotals(data.rows);
  const views = hard + soft;
  return (
    <div className="tiles" data-testid="navigation-totals">
      <div className="tile">
        <p className="tile-label">Page views</p>
        <p className="tile-value">{formatCount(views)}</p>
        <p className="tile-note">
          {formatCount(hard)} hard, {formatCount(soft)} soft
        </p>
      </div>
      <div className="tile">
        <p className="tile-label">Soft navigations</p>
        <p className="tile-value">{formatShare(views ? soft / views : null)}</p>
        <p className="tile-note">of page views: route changes within the site, each measured as a view</p>
      </div>
      <div className="tile">
        <p className="tile-label">Coverage</p>
        <p className="tile-value">{formatShare(views ? covered / views : null)}</p>
        <p className="tile-note">of page views from browsers that report soft navigations</p>
      </div>
    </div>
  );
}

/** The share of a row's width the axis takes: the rest keeps the longest bar's label in view. */
const AXIS_PERCENT = 78;

/** Where a value sits on the picture's axis, in percent: from 0 to past the poor bound or the largest p75. */
function scaleOf(data: NavigationsResponse, metric: NavigationMetric): (value: number) => number {
  const values = data.rows.flatMap((row) =>
    NAVIGATION_KINDS.map((kind) => row[kind].metrics[metric].p75 ?? 0),
  );
  const top = Math.max(THRESHOLDS[metric][1] * 1.15, ...values) || 1;
  return (value) => Math.min(AXIS_PERCENT, (value / top) * AXIS_PERCENT);
}

function Picture({ data, metric }: { data: NavigationsResponse; metric: NavigationMetric }) {
  const at = scaleOf(data, metric);
  const [good, poor] = THRESHOLDS[metric];
  const summary = describeNavigations(data, metric);
  return (
    <figure className="chart" data-testid="navigations-chart">
      <div className="bar-picture" role="img" aria-label={summary}>
        <div className="bar-legend" aria-hidden="true">
          <span className="bar-key nav-key-hard">hard</span>
          <span className="bar-key nav-key-soft">soft</span>
          <span className="bar-key nav-key-bound">good ≤ {formatValue(metric, good)}</span>
          <span className="bar-key nav-key-bound nav-key-poor">poor &gt; {formatValue(metric, poor)}</span>
        </div>
        {data.rows.map((row) => (
          <div className="bar-row" key={`${row.key}/${row.device}`} aria-hidden="true">
            <div className="bar-label">
              <strong>{row.key}</strong> · {row.device}
              <span className="nav-coverage">
                {formatShare(row.softShare)} soft · coverage {formatShare(row.coverage)}
              </span>
            </div>
            <div className="nav-bars">
              <span className="nav-bound" style={{ left: `${at(good)}%` }} />
              <span className="nav-bound nav-bound-poor" style={{ left: `${at(poor)}%` }} />
              {NAVIGATION_KINDS.map((kind) => {
                const figure = row[kind].metrics[metric];
                const few = figure.count < MIN_SAMPLES;
                return (
                  <div className={`nav-bar nav-bar-${kind}`} key={kind}>
                    {figure.p75 === null ? (
                      <span className="bar-none">no {KIND_LABEL[kind]} samples</span>
                    ) : (
                      <>
                        <span
                          className={`nav-fill nav-fill-${figure.rating ?? 'none'}${few ? ' nav-few' : ''}`}
                          style={{ width: `${Math.max(at(figure.p75), 0.5)}%` }}
                        />
                        <span className="nav-value">
                          {formatValue(metric, figure.p75)}
                          {few ? ` · n=${formatCount(figure.count)}` : ''}
                        </span>
                      </>
                    )}
                  </div>
                );
              })}
            </div>
          </div>
        ))}
      </div>
      <figcaption className="chart-summary">{summary}</figcaption>
    </figure>
  );
}

function NavigationsTable({ data }: { data: NavigationsResponse }) {
  return (
    <DataTable<NavigationsRow>
      testId="navigations-table"
      caption="Hard and soft navigations by page family and device"
      rows={data.rows}
      rowKey={(row) => `${row.key}/${row.device}`}
      columns={[
        {
          header: 'Page family',
          cell: (row) => (
            <FamilyTrendsLink screen={row.key} device={row.device}>
              {row.key}
            </FamilyTrendsLink>
          ),
        },
        { header: 'Device', cell: (row) => row.device },
        { header: 'Hard views', numeric: true, cell: (row) => formatCount(row.hard.pageViews) },
        { header: 'Soft views', numeric: true, cell: (row) => formatCount(row.soft.pageViews) },
        { header: 'Coverage', numeric: true, cell: (row) => formatShare(row.coverage) },
        ...NAVIGATION_METRICS.flatMap((metric) =>
          NAVIGATION_KINDS.filter((kind) => metric !== 'TTFB' || kind === 'hard').map((kind) => ({
            header: `${metric} p75 ${KIND_LABEL[kind]}`,
            numeric: true,
            cell: (row: NavigationsRow) => (
              <RatingCell metric={metric} minSamples={MIN_SAMPLES} {...row[kind].metrics[metric]} />
            ),
          })),
        ),
      ]}
    />
  );
}
