import { SummaryResponse } from '@opstap/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { thresholdsOf } from '../../query/figures.ts';
import {
  filtersOf,
  groupDimensions,
  percentileList,
  queryErrors,
  SummaryQuery,
  timeZone,
  window,
} from './query-schemas.ts';
import { windowDays } from './answer-rows.ts';
import { summaryRows, summaryStats } from './summary-rows.ts';

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
      const shape = { metric, groupBy, percentiles, days, maxRows, tz, from, to };
      const stats = await fastify.store.stats(summaryStats(shape, filtersOf(request.query)));
      const rows = summaryRows(stats, shape);
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

export default summary;
