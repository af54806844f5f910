import type { MetricName, ReleaseRow, SummaryResponse, SummaryRow } from '@opstap/contracts';
import { useMemo } from 'react';
import type uPlot from 'uplot';
import type { Question } from '../api/questions.ts';
import { useApi, type ApiState } from '../api/use-api.ts';
import { describeTrend } from '../lib/describe-trend.ts';
import { formatCount, formatValue } from '../lib/format.ts';
import { Chart, dayLinesOptions, dayXs, releaseMarkers } from './chart.tsx';
import { DataTable, TableAlternative } from './data-table.tsx';
import { Answer, Empty } from './states.tsx';

const SERIES = [
  { p: '50', label: 'p50', colour: '#2a9d8f' },
  { p: '75', label: 'p75', colour: '#1d3557' },
  { p: '95', label: 'p95', colour: '#e76f51' },
] as const;
type Percentile = (typeof SERIES)[number]['p'];

interface PanelProps {
  title: string;
  metric: MetricName;
  caption?: string;
  releases: ReleaseRow[];
  testId: string;
  /** The lines drawn, of those the answer holds (the overview draws p75 alone). */
  percentiles?: readonly Percentile[];
}

/**
 * Daily p50/p75/p95 of one metric with its good and poor bounds and the release markers, from its own
 * question. `caption` names its table; panels side by side need different ones (each table is a region, and
 * two regions may not share a name).
 */
export function TrendPanel({ question, ...panel }: PanelProps & { question: Question }) {
  return <TrendPanelOf state={useApi<SummaryResponse>(question)} {...panel} />;
}

/** The same panel from an answer asked elsewhere (the overview's site trend: one answer, three panels). */
export function TrendPanelOf({
  title,
  metric,
  caption = `${metric} by day`,
  state,
  releases,
  testId,
  percentiles = ['50', '75', '95'],
}: PanelProps & { state: ApiState<SummaryResponse> }) {
  // One array per choice of lines, so the chart is not rebuilt on every render.
  const wanted = percentiles.join(',');
  const series = useMemo(() => SERIES.filter(({ p }) => wanted.split(',').includes(p)), [wanted]);
  return (
    <section className="panel" aria-label={title} data-testid={testId}>
      <h2>{title}</h2>
      <Answer state={state} what={`${metric} by day`}>
        {(data) =>
          data.rows.every((row) => row.count === 0) ? (
            <Empty>No {metric} samples in this window and these filters.</Empty>
          ) : (
            <TrendChart
              caption={caption}
              data={data}
              releases={releases}
              testId={`${testId}-chart`}
              series={series}
            />
          )
        }
      </Answer>
    </section>
  );
}

function TrendChart({
  caption,
  data,
  releases,
  testId,
  series: shown,
}: {
  caption: string;
  data: SummaryResponse;
  releases: ReleaseRow[];
  testId: string;
  series: readonly (typeof SERIES)[number][];
}) {
  const metric = data.metric;
  const { options, aligned, summary } = useMemo(() => {
    const x = dayXs(data.rows.map((row) => row.group.day ?? ''));
    const series = shown.map(({ p }) => data.rows.map((row) => row.percentiles[p] ?? null));
    const markers = releaseMarkers(releases, data.tz);
    const options = dayLinesOptions(
      metric,
      data.thresholds,
      shown.map(({ label, colour }) => ({ label, stroke: colour })),
      markers,
    );
    return { options, aligned: [x, ...series] as uPlot.AlignedData, summary: describeTrend(data, releases) };
  }, [data, releases, metric, shown]);
  return (
    <>
      <Chart options={options} data={aligned} summary={summary} testId={testId} zone={data.tz} />
      <TableAlternative>
        <DataTable<SummaryRow>
          caption={`${caption}, days in ${data.tz}`}
          rows={data.rows}
          rowKey={(row) => row.group.day ?? ''}
          columns={[
            {
              header: 'Day',
              cell: (row) => `${row.group.day}${row.partial ? ' (partial)' : ''}`,
            },
            { header: 'Samples', numeric: true, cell: (row) => formatCount(row.count) },
            ...shown.map(({ p, label }) => ({
              header: label,
              numeric: true,
              cell: (row: SummaryRow) => formatValue(metric, row.percentiles[p]),
            })),
          ]}
        />
      </TableAlternative>
    </>
  );
}
