import { TrendResponse } from '@opstap/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { thresholdsOf } from '../../query/figures.ts';
import {
  filtersOf,
  metricList,
  percentileList,
  queryErrors,
  timeZone,
  TrendQuery,
  window,
} from './query-schemas.ts';
import { assertAnswerRows, windowDays } from './answer-rows.ts';
import { summaryRows, summaryStats } from './summary-rows.ts';

/**
 * `GET /analytics/vitals/trend`: several metrics per day of the window in one answer, default LCP, INP and
 * CLS (the dashboard's site trend: docs/decisions/0813-one-answer-for-the-site-trend.md). Each metric's rows
 * are what `/vitals/summary?metric=…&groupBy=day` answers under the same parameters, asked of the store as
 * one `statsEach`, so the store runs them as suits its engine (store/types.ts).
 */
const trend: FastifyPluginAsyncTypebox<{ maxRows: number }> = async (fastify, { maxRows }) => {
  fastify.get(
    '/vitals/trend',
    {
      schema: {
        summary: 'Count, percentiles and rating shares per day of several metrics, in one answer',
        tags: ['analytics'],
        security: [{ analyticsToken: [] }],
        querystring: TrendQuery,
        response: { 200: TrendResponse, ...queryErrors },
      },
    },
    async (request) => {
      const metrics = metricList(request.query.metrics);
      const tz = timeZone(request.query.tz);
      const percentiles = percentileList(request.query.percentiles);
      const { from, to } = window(request.query, tz);
      const days = windowDays(from, to, tz, maxRows);
      assertAnswerRows(days.length * metrics.length, maxRows);
      const shapes = metrics.map((metric) => ({
        metric,
        groupBy: ['day' as const],
        percentiles,
        days,
        maxRows,
        tz,
        from,
        to,
      }));
      const filters = filtersOf(request.query);
      const answers = await fastify.store.statsEach(shapes.map((shape) => summaryStats(shape, filters)));
      return {
        from: from.toISOString(),
        to: to.toISOString(),
        tz,
        percentiles,
        metrics: shapes.map((shape, i) => ({
          metric: shape.metric,
          thresholds: thresholdsOf(shape.metric),
          rows: summaryRows(answers[i] ?? [], shape),
        })),
      };
    },
  );
};

export default trend;
