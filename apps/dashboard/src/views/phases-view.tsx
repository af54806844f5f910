import { PHASE_METRICS } from '@opstap/contracts/vocabulary';
import type { PhasesResponse, ReleasesResponse } from '@opstap/contracts';
import { useSearch } from '@tanstack/react-router';
import { comparedReleases, phasesQuestion, questions } from '../api/questions.ts';
import { useApi } from '../api/use-api.ts';
import { TableAlternative } from '../components/data-table.tsx';
import { FilterBar } from '../components/filter-bar.tsx';
import { ReleasePickers } from '../components/release-pickers.tsx';
import { Answer, Empty } from '../components/states.tsx';
import { describePhases, groupName, phaseLabel } from '../lib/describe-phases.ts';
import { formatDifference, formatValue } from '../lib/format.ts';
import { phaseMetricOf, type DashboardSearch } from '../lib/search.ts';
import { ChangesTable, PartsTable } from './phases-tables.tsx';
import './phases-view.css';

/**
 * Why it is slow: the p75 of each LCP sub-part or INP phase per page family and device, as stacked bars
 * with the table as their alternative; with two releases (the latest against the one before, or the
 * URL's), both side by side and the part that grew, Holm-corrected across every part and group
 * (`/vitals/phases`, docs/requirements/telemetry-service.md#dashboard).
 */
export function PhasesView() {
  const search = useSearch({ strict: false }) as DashboardSearch;
  const metric = phaseMetricOf(search);
  const releases = useApi<ReleasesResponse>(questions.everyRelease());
  return (
    <section aria-labelledby="phases-title" data-view="phases">
      <h1 id="phases-title">Why it is slow: {metric === 'LCP' ? 'LCP sub-parts' : 'INP phases'}</h1>
      <FilterBar metrics={PHASE_METRICS} metric={metric} hide={['appVersion']} />
      <Answer state={releases} what="the releases">
        {(data) => <Phases search={search} versions={data.rows.map((row) => row.appVersion)} />}
      </Answer>
    </section>
  );
}

function Phases({ search, versions }: { search: DashboardSearch; versions: string[] }) {
  const { baseline, candidate } = comparedReleases(search, versions);
  const state = useApi<PhasesResponse>(phasesQuestion(search, versions));
  return (
    <>
      {versions.length >= 2 && (
        <ReleasePickers versions={versions} baseline={baseline} candidate={candidate} />
      )}
      <Answer state={state} what="the parts">
        {(data) =>
          data.rows.length === 0 ? (
            <Empty>
              No {data.metric} reports with their parts in this window and these filters (parts come from
              browsers that report attribution).
            </Empty>
          ) : (
            <>
              <p className="lead" data-testid="phases-headline">
                {describePhases(data)}
              </p>
              <div className="panel">
                <h2>
                  {data.metric} p75 of each part, by page family and device
                  {data.baseline ? `: ${data.candidate} against ${data.baseline}` : ''}
                </h2>
                <p className="hint">
                  Each part&rsquo;s p75 is its own 75th percentile: they do not add up to the {data.metric}{' '}
                  p75.
                  {data.correction
                    ? ` A part grew (or shrank) only when the interval of its difference lies wholly above (below) 0, each interval widened for the ${data.correction.tests} parts × groups tested (Holm, at most a 5% chance of any false verdict on this page); fewer than ${data.minSamples} values on either side is insufficient.`
                    : ' With two releases seen, the view compares them.'}
                </p>
                <Picture data={data} />
                <TableAlternative>
                  {data.baseline ? <ChangesTable data={data} /> : <PartsTable data={data} />}
                </TableAlternative>
              </div>
            </>
          )
        }
      </Answer>
    </>
  );
}

/** The share of a bar's row the axis takes: the rest keeps the label after the longest bar in view. */
const AXIS_PERCENT = 80;

const sumOf = (values: (number | null)[]) => values.reduce<number>((sum, v) => sum + (v ?? 0), 0);

/** The parts as stacked HTML bars, not a canvas: categories, not a numeric axis (decision 0804). */
function Picture({ data }: { data: PhasesResponse }) {
  const compared = data.baseline !== null;
  const totals = data.rows.flatMap((row) => [
    sumOf(row.phases.map((f) => f.p75)),
    sumOf(row.phases.map((f) => f.baseline?.p75 ?? null)),
  ]);
  const top = Math.max(...totals, 1);
  const at = (value: number | null) => ((value ?? 0) / top) * AXIS_PERCENT;
  const summary = describePhases(data);
  const bar = (label: string, values: (number | null)[]) => (
    <div className="phase-bar">
      <span className="phase-bar-name">{label}</span>
      {values.every((value) => value === null) ? (
        <span className="bar-none">no values</span>
      ) : (
        <span className="phase-stack">
          {values.map((value, i) => (
            <span
              key={data.phases[i]}
              className={`phase-part phase-part-${i}`}
              style={{ width: `${at(value)}%` }}
            />
          ))}
          <span className="phase-total">{formatValue(data.metric, sumOf(values))}</span>
        </span>
      )}
    </div>
  );
  return (
    <figure className="chart" data-testid="phases-chart">
      <div className="bar-picture" role="img" aria-label={summary}>
        <div className="bar-legend" aria-hidden="true">
          {data.phases.map((phase, i) => (
            <span key={phase} className={`bar-key phase-key-${i}`}>
              {phaseLabel(phase)}
            </span>
          ))}
        </div>
        {data.rows.map((row) => (
          <div className="bar-row" key={groupName(row)} aria-hidden="true">
            <div className="bar-label">
              <strong>{groupName(row)}</strong>
              {row.grew && (
                <span className="phase-grew">
                  {phaseLabel(row.grew)} grew{' '}
                  <span className="phase-grew-by">
                    {formatDifference(data.metric, row.phases.find((f) => f.phase === row.grew)?.difference)}
                  </span>
                </span>
              )}
            </div>
            <div className="phase-bars">
              {compared &&
                bar(
                  data.baseline ?? '',
                  row.phases.map((f) => f.baseline?.p75 ?? null),
                )}
              {bar(
                compared ? (data.candidate ?? '') : 'window',
                row.phases.map((f) => f.p75),
              )}
            </div>
          </div>
        ))}
      </div>
      <figcaption className="chart-summary">
        Bars: the parts&rsquo; p75s laid end to end, in the order they happen; the figure after a bar is their
        sum.
      </figcaption>
    </figure>
  );
}
