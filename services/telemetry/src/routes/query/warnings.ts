import { APP_TYPES, WarningsResponse, type GroupDimension, type WarningGroup } from '@opstap/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PAGE_VIEWS, type WarningGroupsQuery } from '../../store/analytics-queries.ts';
import type { WarningCount } from '../../store/types.ts';
import { keyOf } from '../../query/figures.ts';
import { WarningsQuery, queryErrors } from './query-schemas.ts';
import { timeZone, warningGroups, window } from './query-params.ts';
import { isPartialDay } from '../../time/zoned-time.ts';
import { assertAnswerRows, windowDays } from './answer-rows.ts';

/** Warning dimensions that are also vitals dimensions: a group's page views are those of its values. */
const PAGE_VIEW_DIMENSION: Partial<Record<WarningGroup, GroupDimension>> = {
  path: 'path',
  screen: 'screen',
  browser: 'browser',
  appVersion: 'appVersion',
  day: 'day',
};

/** A timeline has every day of the window, the empty ones as 0, as the summary's (query-api). */
function everyDay(counts: WarningCount[], days: readonly string[]): WarningCount[] {
  const found = new Map(counts.map(({ group, count }) => [group[0], count]));
  return days.map((day) => ({ group: [day], count: found.get(day) ?? 0 }));
}

/**
 * `GET /analytics/warnings`: warnings per group of one or two dimensions, with the group's page views, hard and
 * soft (decision 0502), and the rate per 1,000 of them (docs/requirements/telemetry-service.md#query-api).
 * A message or class has the page views of the whole selection; a path, page family, browser, release or day
 * its own. The filters are exact (a class is that class only); those the vitals share (path, page family,
 * browser, release) filter the page views too, so a rate is the selection's warnings over its page views.
 */
const warnings: FastifyPluginAsyncTypebox<{ maxRows: number }> = async (fastify, { maxRows }) => {
  fastify.get(
    '/warnings',
    {
      schema: {
        summary:
          'Warnings per message, class, page, page family, browser, release or day (one or two of them), with a rate per 1,000 page views',
        tags: ['analytics'],
        security: [{ analyticsToken: [] }],
        querystring: WarningsQuery,
        response: { 200: WarningsResponse, ...queryErrors },
      },
    },
    async (request) => {
      const { path, screen, browser, appVersion, messageClass, messagePrefix } = request.query;
      const groupBy = warningGroups(request.query.groupBy);
      // The schema's pattern allows digits only (query strings are not coerced: app.ts).
      const minPageViews = Number(request.query.minPageViews ?? 0);
      const tz = timeZone(request.query.tz);
      const { from, to } = window(request.query, tz);
      const days = groupBy.length === 1 && groupBy[0] === 'day' ? windowDays(from, to, tz, maxRows) : [];
      const viewDimensions = groupBy.flatMap((dimension) => PAGE_VIEW_DIMENSION[dimension] ?? []);
      const query: WarningGroupsQuery = {
        from,
        to,
        groupBy,
        tz,
        filters: { path, screen, browser, appVersion, messageClass },
        messagePrefix,
      };
      const [counts, views] = await Promise.all([
        fastify.store.warningGroups(query),
        fastify.store.stats({
          metric: PAGE_VIEWS,
          from,
          to,
          // The site's page views: the dashboard's own never count as the site's (query-api).
          filters: { path, screen, browser, appVersion, appType: APP_TYPES.site },
          groupBy: viewDimensions,
          tz,
          fractions: [],
        }),
      ]);
      // Two dimensions (a path × a browser) can make many groups: refused past QUERY_MAX_ROWS (query-cost).
      assertAnswerRows(counts.length, maxRows);
      const viewsOf = new Map(views.map((stat) => [JSON.stringify(stat.group), stat.count]));
      const pageViewsOf = (group: readonly string[]) =>
        viewsOf.get(
          JSON.stringify(group.filter((_, i) => PAGE_VIEW_DIMENSION[groupBy[i] as WarningGroup])),
        ) ?? 0;
      const rows = [];
      const belowMinimum = { groups: 0, count: 0 };
      for (const { group, count } of days.length > 0 ? everyDay(counts, days) : counts) {
        const pageViews = pageViewsOf(group);
        if (pageViews < minPageViews && viewDimensions.length > 0) {
          belowMinimum.groups += 1;
          belowMinimum.count += count;
          continue;
        }
        rows.push({
          key: keyOf(group),
          group: Object.fromEntries(groupBy.map((dimension, i) => [dimension, group[i] ?? ''])),
          count,
          pageViews,
          rate: pageViews === 0 ? null : (count * 1000) / pageViews,
          ...(days.length > 0 ? { partial: isPartialDay(group[0] ?? '', tz, from, to) } : {}),
        });
      }
      return {
        from: from.toISOString(),
        to: to.toISOString(),
        groupBy: groupBy.join(','),
        minPageViews,
        belowMinimum,
        rows,
      };
    },
  );
};

export default warnings;
