import type { GroupDimension, MetricName, SummaryRow } from '@opstap/contracts';
import type { StatsQuery, StatsRow } from '../../store/analytics-queries.ts';
import { ratingOf, shown } from '../../query/figures.ts';
import { isPartialDay } from '../../time/zoned-time.ts';
import { assertAnswerRows } from './answer-rows.ts';

/** What a summary's rows are read from: one metric's question and the days of its window. */
export interface SummaryShape {
  metric: MetricName;
  groupBy: readonly GroupDimension[];
  /** The percentiles asked for, as whole numbers; p75 is read after them. */
  percentiles: readonly number[];
  /** Every day of the window when grouped by day (answer-rows.ts `windowDays`), else none. */
  days: readonly string[];
  maxRows: number;
  tz: string;
  from: Date;
  to: Date;
}

/**
 * The store's question for a summary of one metric: the asked percentiles, then p75 always (for `p75` and
 * `rating`), with the good and poor counts. `/vitals/summary` and `/vitals/trend` ask it alike, so a
 * metric's rows are the same in both answers.
 */
export const summaryStats = (
  shape: Omit<SummaryShape, 'days' | 'maxRows'>,
  filters: StatsQuery['filters'],
): StatsQuery => ({
  metric: shape.metric,
  from: shape.from,
  to: shape.to,
  filters,
  groupBy: shape.groupBy,
  tz: shape.tz,
  fractions: [...shape.percentiles, 75].map((p) => p / 100),
  ratings: true,
});

/**
 * A summary's rows from the store's answer (`summaryStats`): count, percentiles and rating shares per group,
 * and with `day` every day of the window (count 0 when empty), a day not wholly inside the window or not
 * over yet marked `partial` (docs/requirements/telemetry-service.md#query-api).
 */
export function summaryRows(stats: StatsRow[], shape: SummaryShape): SummaryRow[] {
  const { metric, groupBy, percentiles, tz, from, to } = shape;
  // Once per day, not per row: a day's bounds take two time-zone conversions, which over every day ×
  // path of a window (5,400 rows) held the HTTP thread, and ingest with it, for about 130 ms an answer
  // (docs/perf/history/telemetry-queries.md, ingest beside the heaviest query).
  const partialDays = new Map<string, boolean>();
  const isPartial = (day: string) => {
    let partial = partialDays.get(day);
    if (partial === undefined) partialDays.set(day, (partial = isPartialDay(day, tz, from, to)));
    return partial;
  };
  return withEmptyDays(stats, groupBy, shape.days, shape.maxRows).map((stat): SummaryRow => {
    const values = percentiles.map((p, i) => [String(p), shown(metric, stat.quantiles[i])] as const);
    const p75 = stat.count === 0 ? null : shown(metric, stat.quantiles[percentiles.length]);
    const [good, poor] = [stat.good ?? 0, stat.poor ?? 0];
    const share = (n: number) => (stat.count === 0 ? 0 : n / stat.count);
    const row: SummaryRow = {
      group: Object.fromEntries(groupBy.map((dimension, i) => [dimension, stat.group[i] as string])),
      count: stat.count,
      p75,
      percentiles: Object.fromEntries(values),
      good: share(good),
      needsImprovement: share(stat.count - good - poor),
      poor: share(poor),
      rating: ratingOf(metric, p75),
    };
    const day = stat.group[groupBy.indexOf('day')];
    if (day !== undefined) row.partial = isPartial(day);
    return row;
  });
}

/**
 * Every day of the window, for every value the other dimension has in the answer, in group order; the
 * days without data as count 0 with no quantiles. Refused when that is more than `maxRows` rows.
 */
function withEmptyDays(
  stats: StatsRow[],
  groupBy: readonly GroupDimension[],
  days: readonly string[],
  maxRows: number,
): StatsRow[] {
  const dayAt = groupBy.indexOf('day');
  if (dayAt < 0) return stats;
  const others =
    groupBy.length === 2 ? [...new Set(stats.map((s) => s.group[1 - dayAt] as string))].sort() : [''];
  assertAnswerRows(days.length * others.length, maxRows);
  const found = new Map(stats.map((s) => [JSON.stringify(s.group), s]));
  const rows: StatsRow[] = [];
  const outer = dayAt === 0 ? days : others;
  const inner = dayAt === 0 ? others : days;
  for (const a of outer) {
    for (const b of inner) {
      const group = groupBy.length === 1 ? [a] : [a, b];
      rows.push(found.get(JSON.stringify(group)) ?? { group, count: 0, good: 0, poor: 0, quantiles: [] });
    }
  }
  return rows;
}
