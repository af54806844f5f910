import { AttributionResponse, type AttributionEntry, type CoreMetric } from '@opstap/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AttributionDimension } from '../../store/analytics-queries.ts';
import { shown } from '../../query/figures.ts';
import { AttributionQuery, queryErrors } from './query-schemas.ts';
import { count, filtersOf, timeZone, window } from './query-params.ts';

/** Which stored attribution answers which list, per metric (docs/requirements/telemetry-service.md#query-api). */
const LISTS: Record<
  CoreMetric,
  Partial<Record<'targets' | 'resources' | 'scripts', AttributionDimension>>
> = {
  LCP: { targets: 'target', resources: 'resource' },
  INP: { targets: 'interactionTarget', scripts: 'script' },
  CLS: { targets: 'shiftTarget' },
};

/**
 * `GET /analytics/vitals/attribution`: the elements, resources and scripts behind poor samples, ranked by
 * their poor samples (then all samples), with their share of all poor samples under the filters and p75.
 */
const attribution: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/vitals/attribution',
    {
      schema: {
        summary: 'Top LCP/INP/CLS targets, resources and scripts by their share of poor samples',
        tags: ['analytics'],
        security: [{ analyticsToken: [] }],
        querystring: AttributionQuery,
        response: { 200: AttributionResponse, ...queryErrors },
      },
    },
    async (request) => {
      const { metric } = request.query;
      const limit = count(request.query.limit, 'limit', 10, 100);
      const tz = timeZone(request.query.tz);
      const { from, to } = window(request.query, tz);
      const base = { metric, from, to, filters: filtersOf(request.query), tz, ratings: true };
      const [total] = await fastify.store.stats({ ...base, groupBy: [], fractions: [] });
      const poorCount = total?.poor ?? 0;
      const list = async (dimension: AttributionDimension | undefined): Promise<AttributionEntry[]> => {
        if (!dimension) return [];
        const stats = await fastify.store.stats({
          ...base,
          groupBy: [dimension],
          fractions: [0.75],
          nonEmpty: dimension,
        });
        return stats
          .map((stat) => ({
            value: stat.group[0] ?? '',
            count: stat.count,
            poorCount: stat.poor ?? 0,
            poorShare: poorCount === 0 ? 0 : (stat.poor ?? 0) / poorCount,
            p75: shown(metric, stat.quantiles[0]),
          }))
          .sort((a, b) => b.poorCount - a.poorCount || b.count - a.count || (a.value < b.value ? -1 : 1))
          .slice(0, limit);
      };
      const lists = LISTS[metric];
      const [targets, resources, scripts] = await Promise.all([
        list(lists.targets),
        list(lists.resources),
        list(lists.scripts),
      ]);
      return {
        metric,
        from: from.toISOString(),
        to: to.toISOString(),
        count: total?.count ?? 0,
        poorCount,
        targets,
        resources,
        scripts,
      };
    },
  );
};

export default attribution;
