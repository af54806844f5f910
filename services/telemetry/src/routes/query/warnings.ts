import { WarningsResponse, type GroupDimension } from '@opstap/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PAGE_VIEWS } from '../../store/analytics-queries.ts';
import { WarningsQuery, queryErrors, timeZone, window } from './query-schemas.ts';
import { isPartialDay } from '../../time/zoned-time.ts';
import { windowDays } from './answer-rows.ts';

/** Warning groups that are also vitals dimensions: their page views are the group's own. */
const PAGE_VIEW_DIMENSION: Partial<Record<string, GroupDimension>> = {
  path: 'path',
  screen: 'screen',
  browser: 'browser',
  appVersion: 'appVersion',
  day: 'day',
};

/**
 * `GET /analytics/warnings`: warnings per group, with the group's page views, hard and soft (decision 0502), and the rate
 * per 1,000 of them (docs/requirements/telemetry-service.md#query-api). Message groups share the page
 * views of the whole selection.
 */
const warnings: FastifyPluginAsyncTypebox<{ maxRows: number }> = async (fastify, { maxRows }) => {
  fastify.get(
    '/warnings',
    {
      schema: {
        summary:
          'Warnings per message, class, page, screen, browser, release or day, with a rate per page view',
        tags: ['analytics'],
        security: [{ analyticsToken: [] }],
        querystring: WarningsQuery,
        response: { 200: WarningsResponse, ...queryErrors },
      },
    },
    async (request) => {
      const { path, screen, messagePrefix } = request.query;
      const groupBy = request.query.groupBy ?? 'message';
      const tz = timeZone(request.query.tz);
      const { from, to } = window(request.query, tz);
      const days = groupBy === 'day' ? windowDays(from, to, tz, maxRows) : [];
      const dimension = PAGE_VIEW_DIMENSION[groupBy];
      const [counts, views] = await Promise.all([
        fastify.store.warningGroups({ from, to, groupBy, tz, path, screen, messagePrefix }),
        fastify.store.stats({
          metric: PAGE_VIEWS,
          from,
          to,
          filters: { path, screen },
          groupBy: dimension ? [dimension] : [],
          tz,
          fractions: [],
        }),
      ]);
      const viewsOf = new Map(views.map((stat) => [stat.group[0] ?? '', stat.count]));
      // A timeline has every day of the window, the empty ones as 0, as the summary's (query-api).
      const groups =
        groupBy === 'day'
          ? (() => {
              const found = new Map(counts.map(({ key, count }) => [key, count]));
              return days.map((key) => ({
                key,
                count: found.get(key) ?? 0,
              }));
            })()
          : counts;
      const rows = groups.map(({ key, count }) => {
        const pageViews = viewsOf.get(dimension ? key : '') ?? 0;
        return {
          key,
          group: { [groupBy]: key },
          count,
          pageViews,
          rate: pageViews === 0 ? null : (count * 1000) / pageViews,
          ...(groupBy === 'day' ? { partial: isPartialDay(key, tz, from, to) } : {}),
        };
      });
      return { from: from.toISOString(), to: to.toISOString(), groupBy, rows };
    },
  );
};

export default warnings;
