import {
  NAVIGATION_KINDS,
  NAVIGATION_METRICS,
  NavigationsResponse,
  type NavigationFigures,
  type NavigationKind,
  type NavigationsRow,
} from '@opstap/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PAGE_VIEWS, type StatsQuery } from '../../store/analytics-queries.ts';
import { ratingOf, shown } from '../../query/figures.ts';
import { NavigationsQuery, queryErrors } from './query-schemas.ts';
import { filtersOf, timeZone, window } from './query-params.ts';

const id = (group: readonly string[]) => JSON.stringify(group);
const share = (part: number, whole: number) => (whole === 0 ? null : part / whole);

/**
 * `GET /analytics/vitals/navigations`: per page family (or path) and device, the page views and p75 of each
 * metric for hard and for soft navigations side by side, the share of soft ones, and the coverage: the share
 * of page views from browsers able to report soft navigations (docs/requirements/telemetry-service.md#query-api,
 * decision 0502).
 */
const navigations: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/vitals/navigations',
    {
      schema: {
        summary: 'Hard against soft navigations per screen (or path) and device: page views, p75s, coverage',
        tags: ['analytics'],
        security: [{ analyticsToken: [] }],
        querystring: NavigationsQuery,
        response: { 200: NavigationsResponse, ...queryErrors },
      },
    },
    async (request) => {
      const groupBy = request.query.groupBy ?? 'screen';
      const tz = timeZone(request.query.tz);
      const { from, to } = window(request.query, tz);
      const base = { from, to, filters: filtersOf(request.query), tz };
      const byKind = [groupBy, 'device', 'navigation'] as const;
      // Page views in one scan, by kind and by support at once; each metric's p75 by kind.
      const asks: StatsQuery[] = [
        { ...base, metric: PAGE_VIEWS, groupBy: [...byKind, 'softNavigations'], fractions: [] },
        ...NAVIGATION_METRICS.map((metric) => ({ ...base, metric, groupBy: byKind, fractions: [0.75] })),
      ];
      const answers = await fastify.store.statsEach(asks);
      const [views = [], ...perMetric] = answers;

      const rows = new Map<string, { key: string; device: string }>();
      for (const stat of answers.flat()) {
        const [key = '', device = ''] = stat.group;
        rows.set(id([key, device]), { key, device });
      }
      const add = (map: Map<string, number>, group: readonly string[], count: number) =>
        map.set(id(group), (map.get(id(group)) ?? 0) + count);
      const viewsOf = new Map<string, number>();
      const able = new Map<string, number>();
      for (const { group, count } of views) {
        add(viewsOf, group.slice(0, 3), count);
        if (group[3] === 'yes') add(able, group.slice(0, 2), count);
      }
      const metricsOf = perMetric.map((stats) => new Map(stats.map((stat) => [id(stat.group), stat])));

      const figures = (key: string, device: string, kind: NavigationKind): NavigationFigures => {
        const group = [key, device, kind];
        const metrics = Object.fromEntries(
          NAVIGATION_METRICS.map((metric, i) => {
            const stat = metricsOf[i]?.get(id(group));
            const p75 = stat ? shown(metric, stat.quantiles[0]) : null;
            return [metric, { p75, count: stat?.count ?? 0, rating: ratingOf(metric, p75) }];
          }),
        ) as NavigationFigures['metrics'];
        return { pageViews: viewsOf.get(id(group)) ?? 0, metrics };
      };
      const answer: NavigationsRow[] = [...rows.entries()]
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([rowId, { key, device }]) => {
          const [hard, soft] = NAVIGATION_KINDS.map((kind) => figures(key, device, kind)) as [
            NavigationFigures,
            NavigationFigures,
          ];
          const total = hard.pageViews + soft.pageViews;
          return {
            key,
            device,
            hard,
            soft,
            softShare: share(soft.pageViews, total),
            coverage: share(able.get(rowId) ?? 0, total),
          };
        });
      return { from: from.toISOString(), to: to.toISOString(), groupBy, rows: answer };
    },
  );
};

export default navigations;
