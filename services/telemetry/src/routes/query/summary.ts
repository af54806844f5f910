import { SummaryResponse, type GroupDimension, type SummaryRow } from '@opstap/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { StatsRow } from '../../store/analytics-queries.ts';
import { ratingOf, shown, thresholdsOf } from '../../query/figures.ts';
import { queryErrors, SummaryQuery } from './query-schemas.ts';
import { filtersOf, groupDimensions, percentileList, timeZone, window } from './query-params.ts';
import { isPartialDay } from '../../time/zoned-time.ts';
import { assertAnswerRows, windowDays } from './answer-rows.ts';

/**
 * `GET /analytics/vitals/summary`: count, percentiles and rating shares of one metric per group of one or
 * two dimensions, or without `groupBy` one row for the whole site under the filters (decision 0136;
 * docs/requirements/telemetry-service.md#query-api). With `day`, every day of the window
 * is present (count 0 when empty) and a day not wholly inside the window or not over yet is `partial`.
 */
const summary: FastifyPluginAsyncTypebox<{ maxRows: number }> = async (fastify, { maxRows }) => {
  fastify.get(
    '/vitals/summary',
    {
      schema: {
        summary: 'Count, percentiles and good / needs-improvement / poor shares of one metric, grouped',
        tags: ['analytics'],
        security: [{ analyticsToken: [] }],
        querystring: SummaryQuery,
        response: { 200: SummaryResponse, ...queryErrors },
      },
    },
    async (request) => {
      const { metric } = request.query;
      const tz = timeZone(request.query.tz);
      // No groupBy: one row, the whole site under the filters (decision 0136), never a grouping unasked for.
      const groupBy = groupDimensions(request.query.groupBy, []);
      const percentiles = percentileList(request.query.percentiles);
      const { from, to } = window(request.query, tz);
      // Every day of the window is a row: more days than rows allowed is refused before the store is asked.
      const days = groupBy.includes('day') ? windowDays(from, to, tz, maxRows) : [];
      const stats = await fastify.store.stats({
        metric,
        from,
        to,
        filters: filtersOf(request.query),
        groupBy,
        tz,
        fractions: [...percentiles, 75].map((p) => p / 100), // p75 always, for `p75` and `rating`
        ratings: true,
      });
      // Once per day, not per row: a day's bounds take two time-zone conversions, which over every day ×
      // path of a window (5,400 rows) held the HTTP thread, and ingest with it, for about 130 ms an answer
      // (docs/perf/history/telemetry-queries.md, ingest beside the heaviest query).
      const partialDays = new Map<string, boolean>();
      const isPartial = (day: string) => {
        let partial = partialDays.get(day);
        if (partial === undefined) partialDays.set(day, (partial = isPartialDay(day, tz, from, to)));
        return partial;
      };
      const rows = withEmptyDays(stats, groupBy, days, maxRows).map((stat): SummaryRow => {
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
      return {
        metric,
        groupBy,
        from: from.toISOString(),
        to: to.toISOString(),
        tz,
        percentiles,
        thresholds: thresholdsOf(metric),
        rows,
      };
    },
  );
};

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

export default summary;
