import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { dayLabel, dayToSeconds, instantToSeconds } from '../lib/days.ts';
import { formatValue } from '../lib/format.ts';
import { whenIdle } from '../lib/when-idle.ts';

/** uPlot's legend below the plot, one line at `.u-legend`'s font size (styles.css), reserved before it is drawn. */
const LEGEND_LINE_PX = 31;

/**
 * A uPlot chart sized to its container (docs/decisions/0800-dashboard-charts-uplot.md). The canvas is
 * hidden from assistive technology; the figure carries `summary` as its accessible name and every chart
 * has a table alternative beside it.
 */
export function Chart({
  options,
  data,
  summary,
  height = 260,
  testId,
  zone,
}: {
  options: Omit<uPlot.Options, 'width' | 'height'>;
  data: uPlot.AlignedData;
  summary: string;
  height?: number;
  testId?: string;
  /** A chart by day: the zone whose days they are, shown above it. */
  zone?: string;
}) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const width = () => Math.max(280, element.clientWidth);
    let plot: uPlot | undefined;
    const observer = new ResizeObserver(() => plot?.setSize({ width: width(), height }));
    // Each chart drawn in an idle moment of its own, after the view has painted: three charts drawn in the
    // render's task made one long task (docs/decisions/0810-dashboard-charts-drawn-when-idle.md). Its box
    // keeps the plot's height meanwhile, so nothing moves when it is drawn.
    const cancel = whenIdle(() => {
      plot = new uPlot({ ...options, width: width(), height }, data, element);
      observer.observe(element);
    });
    return () => {
      cancel();
      observer.disconnect();
      plot?.destroy();
    };
  }, [options, data, height]);

  return (
    <figure className="chart" data-testid={testId}>
      {zone && <p className="chart-zone">Days in {zone}</p>}
      <div
        ref={container}
        role="img"
        aria-label={summary}
        className="chart-canvas"
        style={{ minHeight: height + LEGEND_LINE_PX }}
      />
      <figcaption className="chart-summary">{summary}</figcaption>
    </figure>
  );
}

/** Horizontal lines at the metric's good and poor bounds, and labelled vertical lines (release markers). */
export function guidesPlugin(
  lines: { value: number; label: string; colour: string }[],
  markers: { x: number; label: string }[] = [],
): uPlot.Plugin {
  return {
    hooks: {
      draw: [
        (u) => {
          const { ctx } = u;
          const { left, top, width, height } = u.bbox;
          ctx.save();
          // uPlot leaves the axis labels' alignment on the context.
          ctx.textAlign = 'left';
          ctx.textBaseline = 'alphabetic';
          ctx.lineWidth = 1.5 * devicePixelRatio;
          ctx.font = `${11 * devicePixelRatio}px system-ui, sans-serif`;
          ctx.setLineDash([6 * devicePixelRatio, 4 * devicePixelRatio]);
          for (const line of lines) {
            const y = u.valToPos(line.value, 'y', true);
            if (y < top || y > top + height) continue;
            ctx.strokeStyle = line.colour;
            ctx.fillStyle = line.colour;
            ctx.beginPath();
            ctx.moveTo(left, y);
            ctx.lineTo(left + width, y);
            ctx.stroke();
            ctx.fillText(line.label, left + 4 * devicePixelRatio, y - 4 * devicePixelRatio);
          }
          ctx.setLineDash([2 * devicePixelRatio, 3 * devicePixelRatio]);
          ctx.strokeStyle = '#5b4b8a';
          ctx.fillStyle = '#5b4b8a';
          for (const marker of markers) {
            const x = u.valToPos(marker.x, 'x', true);
            if (x < left || x > left + width) continue;
            ctx.beginPath();
            ctx.moveTo(x, top);
            ctx.lineTo(x, top + height);
            ctx.stroke();
            ctx.fillText(marker.label, x + 3 * devicePixelRatio, top + 12 * devicePixelRatio);
          }
          ctx.restore();
        },
      ],
    },
  };
}

/** uPlot's bar path builder; its type marks it optional, but the full build always has it. */
export function barPaths(size: [number, number]): uPlot.Series.PathBuilder {
  const bars = uPlot.paths.bars;
  if (!bars) throw new Error('uPlot was built without bar paths');
  return bars({ size });
}

const DAY = 86_400;
/** Steps between a day chart's ticks: whole days only, never hours (docs/decisions/0806-dashboard-days-in-a-zone.md). */
const DAY_STEPS = [1, 2, 3, 7, 14, 28, 56, 91, 182, 364].map((days) => days * DAY);

/**
 * The x scale, axis and series of a chart by day. Each day is drawn at its date's UTC midnight and the axis
 * formats in UTC, so a label is the zone's date itself, wherever the browser is; the ticks fall on whole
 * days; half a day of room each side keeps the first and the last day's bar or point inside the plot.
 */
export const DAY_X = {
  tzDate: (seconds: number): Date => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
  scale: {
    time: true,
    range: (_u: uPlot, min: number, max: number): uPlot.Range.MinMax => [min - DAY / 2, max + DAY / 2],
  } satisfies uPlot.Scale,
  axis: {
    incrs: DAY_STEPS,
    space: 56,
    values: (_u: uPlot, splits: number[]) => splits.map(dayLabel),
  } satisfies uPlot.Axis,
  series: {
    label: 'day',
    value: (_u: uPlot, seconds: number | null) =>
      seconds === null ? '–' : new Date(seconds * 1000).toISOString().slice(0, 10),
  } satisfies uPlot.Series,
};

/** Days as x values; releases as markers on the same axis, each at its first page view in `zone`. */
export const dayXs = (days: readonly string[]): number[] => days.map(dayToSeconds);
export const releaseMarkers = (
  releases: readonly { appVersion: string; firstSeen: string }[],
  zone: string,
): { x: number; label: string }[] =>
  releases.map((release) => ({ x: instantToSeconds(release.firstSeen, zone), label: release.appVersion }));

/** A metric's good and poor bounds as the guides' horizontal lines. */
const boundLines = (
  metric: string,
  thresholds: { good: number; poor: number },
): { value: number; label: string; colour: string }[] => [
  { value: thresholds.good, label: `good ≤ ${formatValue(metric, thresholds.good)}`, colour: '#1b7f3b' },
  { value: thresholds.poor, label: `poor > ${formatValue(metric, thresholds.poor)}`, colour: '#b3261e' },
];

/**
 * A metric's lines by day: the day axis, a value axis in the metric's unit from 0 to past its poor bound,
 * one line a series (across empty days), the bounds as guides and the releases as markers.
 */
export function dayLinesOptions(
  metric: string,
  thresholds: { good: number; poor: number },
  lines: readonly { label: string; stroke: string }[],
  markers: { x: number; label: string }[],
): Omit<uPlot.Options, 'width' | 'height'> {
  return {
    tzDate: DAY_X.tzDate,
    scales: {
      x: DAY_X.scale,
      y: { range: (_u, _min, max) => [0, Math.max(max ?? 0, thresholds.poor) * 1.1] },
    },
    axes: [DAY_X.axis, { values: (_u, ticks) => ticks.map((t) => formatValue(metric, t)), size: 64 }],
    series: [
      DAY_X.series,
      ...lines.map(({ label, stroke }) => ({
        label,
        stroke,
        width: 2,
        spanGaps: true,
        value: (_u: uPlot, v: number | null) => formatValue(metric, v),
      })),
    ],
    plugins: [guidesPlugin(boundLines(metric, thresholds), markers)],
  };
}
