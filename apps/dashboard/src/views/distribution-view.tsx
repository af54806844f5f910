import { METRIC_NAMES } from '@opstap/contracts/vocabulary';
import type { HistogramBucket, HistogramResponse, SummaryResponse, SummaryRow } from '@opstap/contracts';
import { useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import type uPlot from 'uplot';
import { PERCENTILES, questions } from '../api/questions.ts';
import { useApi } from '../api/use-api.ts';
import { barPaths, Chart } from '../components/chart.tsx';
import { DataTable, TableAlternative } from '../components/data-table.tsx';
import { FilterBar } from '../components/filter-bar.tsx';
import { Answer, Empty } from '../components/states.tsx';
import { bucketLabel, describeHistogram } from '../lib/describe-histogram.ts';
import { formatCount, formatShare, formatValue } from '../lib/format.ts';
import { metricOf, type DashboardSearch } from '../lib/search.ts';

const METRICS = METRIC_NAMES.filter((name) => name !== 'FID');
const COUNT_STEPS = Array.from({ length: 10 }, (_, power) =>
  [1, 2, 5].map((step) => step * 10 ** power),
).flat();

/** Distribution: p50 to p99 per device, and the histogram of a metric under the current filters, thresholds marked. */
export function DistributionView() {
  const search = useSearch({ strict: false }) as DashboardSearch;
  const metric = metricOf(search);
  const state = useApi<HistogramResponse>(questions.histogram(search));
  const percentiles = useApi<SummaryResponse>(questions.percentiles(search));
  return (
    <section aria-labelledby="distribution-title" data-view="distribution">
      <h1 id="distribution-title">Distribution</h1>
      <FilterBar metrics={METRICS} metric={metric} />
      <Answer state={percentiles} what={`the ${metric} percentiles`}>
        {(data) => (data.rows.some((row) => row.count > 0) ? <Percentiles data={data} /> : null)}
      </Answer>
      <Answer state={state} what={`the ${metric} histogram`}>
        {(data) =>
          data.count === 0 ? (
            <Empty>No {metric} samples in this window and these filters.</Empty>
          ) : (
            <Histogram data={data} />
          )
        }
      </Answer>
    </section>
  );
}

/**
 * p50 to p99 per device: the tail the histogram's overflow bucket folds up. A row per percentile and a column
 * per device, so it fits a phone.
 */
function Percentiles({ data }: { data: SummaryResponse }) {
  const devices = data.rows.filter((row) => row.count > 0);
  return (
    <section aria-labelledby="percentiles-title">
      <h2 id="percentiles-title">Percentiles by device</h2>
      <DataTable<'n' | (typeof PERCENTILES)[number]>
        testId="percentiles-table"
        caption={`${data.metric} percentiles by device`}
        rows={['n', ...PERCENTILES]}
        rowKey={(p) => p}
        columns={[
          { header: 'Percentile', cell: (p) => (p === 'n' ? 'samples' : `p${p}`) },
          ...devices.map((row: SummaryRow) => ({
            header: row.group.device ?? '',
            numeric: true,
            cell: (p: 'n' | (typeof PERCENTILES)[number]) =>
              p === 'n' ? formatCount(row.count) : formatValue(data.metric, row.percentiles[p]),
          })),
        ]}
      />
    </section>
  );
}

function Histogram({ data }: { data: HistogramResponse }) {
  const { metric, thresholds } = data;
  const { options, aligned, summary } = useMemo(() => {
    // The overflow bucket is drawn one bucket wide after the last, so every bar has a place on the axis.
    const width = data.buckets.length > 1 ? (data.buckets[1]?.lower ?? 0) - (data.buckets[0]?.lower ?? 0) : 1;
    const x = data.buckets.map((bucket) => bucket.lower + width / 2);
    // One series per rating, so each bar is coloured by where its bucket lies (and the legend names them).
    const band = (keep: (mid: number) => boolean) =>
      data.buckets.map((b, i) => (keep(x[i] ?? 0) ? b.count : null));
    const bars = barPaths([0.9, Infinity]);
    const bar = (label: string, fill: string, keep: (mid: number) => boolean) => ({
      series: { label, fill, stroke: fill, width: 0, paths: bars, points: { show: false } },
      values: band(keep),
    });
    const ratings = [
      bar('good', '#2a9d8f', (mid) => mid <= thresholds.good),
      bar('needs improvement', '#e9a23b', (mid) => mid > thresholds.good && mid <= thresholds.poor),
      bar('poor', '#c0392b', (mid) => mid > thresholds.poor),
    ];
    const options: Omit<uPlot.Options, 'width' | 'height'> = {
      scales: { x: { time: false }, y: { range: (_u, _min, max) => [0, (max ?? 1) * 1.1] } },
      axes: [
        { values: (_u, ticks) => ticks.map((t) => formatValue(metric, t)) },
        // Samples are whole: steps of 1, 2 and 5 times a power of ten, never 0.5.
        { size: 56, incrs: COUNT_STEPS, values: (_u, ticks) => ticks.map((t) => formatCount(t)) },
      ],
      series: [{ label: metric, value: (_u, v) => formatValue(metric, v) }, ...ratings.map((r) => r.series)],
      plugins: [
        {
          hooks: {
            draw: [
              (u) => {
                const { ctx } = u;
                ctx.save();
                ctx.textAlign = 'left';
                ctx.textBaseline = 'alphabetic';
                ctx.strokeStyle = '#1d3557';
                ctx.lineWidth = 1.5 * devicePixelRatio;
                ctx.setLineDash([6 * devicePixelRatio, 4 * devicePixelRatio]);
                ctx.fillStyle = '#1d3557';
                ctx.font = `${11 * devicePixelRatio}px system-ui, sans-serif`;
                for (const [value, text] of [
                  [thresholds.good, `good ≤ ${formatValue(metric, thresholds.good)}`],
                  [thresholds.poor, `poor > ${formatValue(metric, thresholds.poor)}`],
                ] as const) {
                  const px = u.valToPos(value, 'x', true);
                  if (px < u.bbox.left || px > u.bbox.left + u.bbox.width) continue;
                  ctx.beginPath();
                  ctx.moveTo(px, u.bbox.top);
                  ctx.lineTo(px, u.bbox.top + u.bbox.height);
                  ctx.stroke();
                  ctx.fillText(text, px + 4 * devicePixelRatio, u.bbox.top + 12 * devicePixelRatio);
                }
                ctx.restore();
              },
            ],
          },
        },
      ],
      legend: { show: true },
    };
    return {
      options,
      aligned: [x, ...ratings.map((r) => r.values)] as uPlot.AlignedData,
      summary: describeHistogram(data),
    };
  }, [data, metric, thresholds]);
  return (
    <div className="panel">
      <Chart options={options} data={aligned} summary={summary} testId="histogram-chart" height={300} />
      <TableAlternative>
        <DataTable<HistogramBucket>
          caption={`${metric}: samples per bucket`}
          rows={data.buckets}
          rowKey={(bucket) => String(bucket.lower)}
          columns={[
            { header: 'Range', cell: (bucket) => bucketLabel(metric, bucket, data.max) },
            { header: 'Samples', numeric: true, cell: (bucket) => formatCount(bucket.count) },
            { header: 'Share', numeric: true, cell: (bucket) => formatShare(bucket.count / data.count, 1) },
          ]}
        />
      </TableAlternative>
    </div>
  );
}
