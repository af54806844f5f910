import { CORE_METRICS } from '@opstap/contracts/vocabulary';
import type { PassingResponse, PassingRow } from '@opstap/contracts';
import { Link, useSearch } from '@tanstack/react-router';
import { questions } from '../api/questions.ts';
import { useApi } from '../api/use-api.ts';
import { DataTable } from '../components/data-table.tsx';
import { FamilyTrendsLink } from '../components/family-trends-link.tsx';
import { FilterBar } from '../components/filter-bar.tsx';
import { RatingCell } from '../components/rating-cell.tsx';
import { SiteTrendSlot } from '../components/site-trend-slot.tsx';
import { Answer, Empty } from '../components/states.tsx';
import { formatCount, formatShare, formatValue } from '../lib/format.ts';
import { hasEnoughSamples, opportunities } from '../lib/opportunities.ts';
import { type DashboardSearch } from '../lib/search.ts';

const VERDICT_LABEL = { passing: 'passing', failing: 'failing', insufficient: 'insufficient data' } as const;

/**
 * Overview: the site's trend first (p75 of LCP, INP and CLS by day), then CrUX's passing rule per page
 * family × device, p75 of LCP, INP and CLS coloured by rating with their samples, the share of page views on
 * passing pages, and the biggest opportunities (docs/requirements/telemetry-service.md#dashboard).
 */
export function OverviewView() {
  const search = useSearch({ strict: false }) as DashboardSearch;
  const passing = useApi<PassingResponse>(questions.passing(search));
  return (
    <section aria-labelledby="overview-title" data-view="overview">
      <h1 id="overview-title">Overview</h1>
      <FilterBar />
      <section aria-labelledby="site-trend-title" data-testid="site-trend">
        <h2 id="site-trend-title">The site’s p75 by day</h2>
        <SiteTrendSlot search={search} ready={passing.status !== 'loading'} />
      </section>
      <Answer state={passing} what="the passing rule per page family">
        {(data) =>
          data.rows.length === 0 ? (
            <Empty>No web vitals in this window and these filters yet.</Empty>
          ) : (
            <>
              <SiteShare data={data} />
              <Opportunities rows={data.rows} minSamples={data.minSamples} />
              <h2>Core Web Vitals by page family and device</h2>
              <p className="hint">
                p75 over the window; a row passes when LCP, INP and CLS are all good with at least{' '}
                {data.minSamples} samples each.
              </p>
              <DataTable<PassingRow>
                testId="passing-table"
                caption="Passing by page family and device"
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
                  ...CORE_METRICS.map((metric) => ({
                    header: `${metric} p75`,
                    numeric: true,
                    cell: (row: PassingRow) => (
                      <RatingCell metric={metric} minSamples={data.minSamples} {...row.metrics[metric]} />
                    ),
                  })),
                  {
                    header: 'Verdict',
                    cell: (row) => (
                      <span className={`verdict verdict-${row.verdict}`}>{VERDICT_LABEL[row.verdict]}</span>
                    ),
                  },
                ]}
              />
            </>
          )
        }
      </Answer>
    </section>
  );
}

function SiteShare({ data }: { data: PassingResponse }) {
  // The service's own site-wide share (every device), as `GET /vitals/passing` answers it.
  const { pageViews: views, passingShare } = data.siteWide;
  // Where every row is short of samples no page can pass yet: "0%" would read as a verdict.
  const judged = (device?: string) =>
    data.rows.some(
      (row) => row.verdict !== 'insufficient' && (device === undefined || row.device === device),
    );
  const share = (value: number | null, device?: string) => (judged(device) ? formatShare(value) : '–');
  const note = (pageViews: number, device?: string) =>
    `${formatCount(pageViews)} page views` +
    (judged(device) ? '' : `; no page family has ${data.minSamples} samples of each metric yet`);
  return (
    <div className="tiles" data-testid="site-share">
      <div className="tile">
        <p className="tile-label">Page views on passing pages</p>
        <p className="tile-value">{share(passingShare)}</p>
        <p className="tile-note">{note(views)}</p>
      </div>
      {data.site.map((row) => (
        <div className="tile" key={row.device}>
          <p className="tile-label">On {row.device}</p>
          <p className="tile-value">{share(row.passingShare, row.device)}</p>
          <p className="tile-note">{note(row.pageViews, row.device)}</p>
        </div>
      ))}
    </div>
  );
}

function Opportunities({ rows, minSamples }: { rows: PassingRow[]; minSamples: number }) {
  const found = opportunities(rows, minSamples);
  return (
    <>
      <h2>Biggest opportunities</h2>
      {found.length === 0 ? (
        <Empty>
          {hasEnoughSamples(rows, minSamples)
            ? 'Every page family with enough samples is good on LCP, INP and CLS.'
            : `Nothing to rank yet: no page family has ${minSamples} samples of LCP, INP or CLS.`}
        </Empty>
      ) : (
        <ol className="opportunities" data-testid="opportunities">
          {found.map((o) => (
            <li key={`${o.key}/${o.device}/${o.metric}`}>
              <Link
                to="/attribution"
                search={(prev: DashboardSearch) => ({
                  ...prev,
                  screen: o.key,
                  device: o.device,
                  metric: o.metric,
                })}
              >
                {o.key} · {o.device} · {o.metric}
              </Link>{' '}
              p75 {formatValue(o.metric, o.p75)}, {formatValue(o.metric, o.gap)} above good, over{' '}
              {formatCount(o.count)} samples
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
