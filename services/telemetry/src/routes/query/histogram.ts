import { HistogramResponse } from '@opstap/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { thresholdsOf } from '../../query/figures.ts';
import { HistogramQuery, queryErrors } from './query-schemas.ts';
import { count, filtersOf, timeZone, window } from './query-params.ts';

const DEFAULT_BUCKETS = 40;
const tidy = (n: number) => Number(n.toPrecision(12));

/**
 * `GET /analytics/vitals/histogram`: equal-width buckets from the smallest value up to p99, then one
 * overflow bucket (`upper: null`) for the long tail up to `max`, with the metric's thresholds to draw
 * beside them.
 */
const histogram: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/vitals/histogram',
    {
      schema: {
        summary: 'Bucket bounds and counts of one metric, up to p99 plus an overflow bucket',
        tags: ['analytics'],
        security: [{ analyticsToken: [] }],
        querystring: HistogramQuery,
        response: { 200: HistogramResponse, ...queryErrors },
      },
    },
    async (request) => {
      const { metric } = request.query;
      const buckets = count(request.query.buckets, 'buckets', DEFAULT_BUCKETS, 200);
      const tz = timeZone(request.query.tz);
      const { from, to } = window(request.query, tz);
      const filters = filtersOf(request.query);
      const [range] = await fastify.store.stats({
        metric,
        from,
        to,
        filters,
        groupBy: [],
        tz,
        fractions: [0, 0.99, 1],
      });
      const answer = {
        metric,
        from: from.toISOString(),
        to: to.toISOString(),
        thresholds: thresholdsOf(metric),
      };
      if (!range || range.count === 0) return { ...answer, count: 0, max: null, buckets: [] };
      const [lower = 0, p99 = 0, max = p99] = range.quantiles;
      // All values equal: one bucket of a nominal width (a thousandth of CLS, a millisecond otherwise).
      const width = p99 > lower ? (p99 - lower) / buckets : metric === 'CLS' ? 0.001 : 1;
      const counts = new Map(
        (await fastify.store.histogram({ metric, from, to, filters, lower, width, buckets })).map((b) => [
          b.bucket,
          b.count,
        ]),
      );
      return {
        ...answer,
        count: range.count,
        max,
        buckets: Array.from({ length: buckets + 1 }, (_, i) => ({
          lower: tidy(lower + i * width),
          upper: i === buckets ? null : tidy(lower + (i + 1) * width),
          count: counts.get(i) ?? 0,
        })),
      };
    },
  );
};

export default histogram;
