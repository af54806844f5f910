import {
  CORE_METRICS,
  DEFAULT_MIN_SAMPLES,
  PassingResponse,
  type PassingRow,
  type PassingSiteRow,
} from '@opstap/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PAGE_VIEWS } from '../../store/analytics-queries.ts';
import { ratingOf, shown } from '../../query/figures.ts';
import { PassingQuery, queryErrors } from './query-schemas.ts';
import { count, filtersOf, timeZone, window } from './query-params.ts';

/**
 * `GET /analytics/vitals/passing`: CrUX's rule per page family (or path) and device, both form factors
 * in one answer (docs/requirements/telemetry-service.md#query-api). A row passes when LCP, INP and CLS
 * each have at least `minSamples` samples and a good p75; it is `insufficient` when any has fewer (a
 * metric with no data included); `failing` otherwise. `site`: per device, the share of page views (hard
 * and soft: decision 0502) that were on passing rows; `siteWide`: the same over every device.
 */
const passing: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/vitals/passing',
    {
      schema: {
        summary: "CrUX's passing rule per screen (or path) and device, with counts and a site-wide share",
        tags: ['analytics'],
        security: [{ analyticsToken: [] }],
        querystring: PassingQuery,
        response: { 200: PassingResponse, ...queryErrors },
      },
    },
    async (request) => {
      const groupBy = request.query.groupBy ?? 'screen';
      const minSamples = count(request.query.minSamples, 'minSamples', DEFAULT_MIN_SAMPLES, 1_000_000);
      const tz = timeZone(request.query.tz);
      const { from, to } = window(request.query, tz);
      const base = { from, to, filters: filtersOf(request.query), groupBy: [groupBy, 'device'] as const, tz };
      const [viewStats = [], ...perMetric] = await fastify.store.statsEach([
        { ...base, metric: PAGE_VIEWS, fractions: [] },
        ...CORE_METRICS.map((metric) => ({ ...base, metric, fractions: [0.75] })),
      ]);
      const id = (group: readonly string[]) => JSON.stringify(group);
      const keys = new Map<string, [string, string]>();
      for (const stat of [viewStats, ...perMetric].flat())
        keys.set(id(stat.group), [stat.group[0] ?? '', stat.group[1] ?? '']);
      const lookups = perMetric.map((stats) => new Map(stats.map((stat) => [id(stat.group), stat])));
      const pageViews = new Map(viewStats.map((stat) => [id(stat.group), stat.count]));
      const sorted = [...keys.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      const rows: PassingRow[] = sorted.map(([groupId, [key, device]]) => {
        const figures = CORE_METRICS.map((metric, i) => {
          const stat = lookups[i]?.get(groupId);
          const p75 = stat ? shown(metric, stat.quantiles[0]) : null;
          return { p75, count: stat?.count ?? 0, rating: ratingOf(metric, p75) };
        });
        const verdict = figures.some((f) => f.count < minSamples)
          ? 'insufficient'
          : figures.every((f) => f.rating === 'good')
            ? 'passing'
            : 'failing';
        const [LCP, INP, CLS] = figures as [(typeof figures)[0], (typeof figures)[0], (typeof figures)[0]];
        return { key, device, metrics: { LCP, INP, CLS }, verdict };
      });
      const site = new Map<string, { pageViews: number; passing: number }>();
      for (const row of rows) {
        const views = pageViews.get(id([row.key, row.device])) ?? 0;
        const entry = site.get(row.device) ?? { pageViews: 0, passing: 0 };
        entry.pageViews += views;
        if (row.verdict === 'passing') entry.passing += views;
        site.set(row.device, entry);
      }
      const siteRows: PassingSiteRow[] = [...site.entries()]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([device, { pageViews: total, passing: onPassing }]) => ({
          device,
          pageViews: total,
          passingShare: total === 0 ? null : onPassing / total,
        }));
      const views = siteRows.reduce((sum, row) => sum + row.pageViews, 0);
      const onPassing = [...site.values()].reduce((sum, entry) => sum + entry.passing, 0);
      const siteWide = { pageViews: views, passingShare: views === 0 ? null : onPassing / views };
      return {
        from: from.toISOString(),
        to: to.toISOString(),
        groupBy,
        minSamples,
        rows,
        site: siteRows,
        siteWide,
      };
    },
  );
};

export default passing;
