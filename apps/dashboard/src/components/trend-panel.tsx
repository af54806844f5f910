import type { MetricName, ReleaseRow, SummaryResponse, SummaryRow } from '@opstap/contracts';
import { useMemo } from 'react';
import type uPlot from 'uplot';
import type { Question } from '../api/questions.ts';
import { useApi } from '../api/use-api.ts';
import { dayToSeconds } from '../lib/days.ts';
import { describeTrend } from '../lib/describe-trend.ts';
import { formatCount, formatValue } from '../lib/format.ts';
import { Chart, guidesPlugin } from './chart.tsx';
import { DataTable, TableAlternative } from './data-table.tsx';
import { Answer, Empty } from './states.tsx';

const SERIES = [
  { p: '50', label: 'p50', colour: '#2a9d8f' },
  { p: '75', label: 'p75', colour: '#1d3557' },
  { p: '95', label: 'p95', colour: '#e76f51' },
] as const;

/**
 * Daily p50/p75/p95 of one metric with its good and poor bounds and the release markers. `caption` names its
 * table; panels side by side need different ones (each table is a region, and two regions may not share a name).
 */
export function TrendPanel({
  title,
  metric,
  caption = `${metric} by day`,
  question,
  releases,
  testId,
}: {
  title: string;
  metric: MetricName;
  caption?: string;
  question: Question;
  releases: ReleaseRow[];
  testId: string;
}) {
  const state = useApi<SummaryResponse>(question);
  return (
    <section className="panel" aria-label={title} data-testid={testId}>
      <h2>{title}</h2>
      <Answer state={state} what={`${metric} by day`}>
        {(data) =>
          data.rows.every((row) => row.count === 0) ? (
            <Empty>No {metric} samples in this window and these filters.</Empty>
          ) : (
            <TrendChart caption={caption} data={data} releases={releases} testId={`${testId}-chart`} />
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
}: {
  caption: string;
  data: SummaryResponse;
  releases: ReleaseRow[];
  testId: string;
}) {
  const metric = data.metric;
  const { options, aligned, summary } = useMemo(() => {
    const x = data.rows.map((row) => dayToSeconds(row.group.day ?? ''));
    const series = SERIES.map(({ p }) => data.rows.map((row) => row.percentiles[p] ?? null));
    const markers = releases.map((release) => ({
      x: Date.parse(release.firstSeen) / 1000,
      label: release.appVersion,
    }));
    const options: Omit<uPlot.Options, 'width' | 'height'> = {
      scales: {
        x: { time: true },
        y: { range: (_u, _min, max) => [0, Math.max(max ?? 0, data.thresholds.poor) * 1.1] },
      },
      axes: [{}, { values: (_u, ticks) => ticks.map((t) => formatValue(metric, t)), size: 64 }],
      series: [
        { label: 'day' },
        ...SERIES.map(({ label, colour }) => ({
          label,
          stroke: colour,
          width: 2,
          spanGaps: true,
          value: (_u: uPlot, v: number | null) => formatValue(metric, v),
        })),
      ],
      plugins: [
        guidesPlugin(
          [
            {
              value: data.thresholds.good,
              label: `good ≤ ${formatValue(metric, data.thresholds.good)}`,
              colour: '#1b7f3b',
            },
            {
              value: data.thresholds.poor,
              label: `poor > ${formatValue(metric, data.thresholds.poor)}`,
              colour: '#b3261e',
            },
          ],
          markers,
        ),
      ],
    };
    return { options, aligned: [x, ...series] as uPlot.AlignedData, summary: describeTrend(data, releases) };
  }, [data, releases, metric]);
  return (
    <>
      <Chart options={options} data={aligned} summary={summary} testId={testId} />
      <TableAlternative>
        <DataTable<SummaryRow>
          caption={caption}
          rows={data.rows}
          rowKey={(row) => row.group.day ?? ''}
          columns={[
            { header: 'Day', cell: (row) => `${row.group.day}${row.partial ? ' (partial)' : ''}` },
            { header: 'Samples', numeric: true, cell: (row) => formatCount(row.count) },
            ...SERIES.map(({ p, label }) => ({
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
