import { APP_TYPES, ReleasesResponse } from '@opstap/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { queryErrors, ReleasesQuery } from './query-schemas.ts';
import { timeZone, window } from './query-params.ts';

/** `GET /analytics/releases`: each app version seen in the window, first and last seen, page views (release markers). */
const releases: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/releases',
    {
      schema: {
        summary: 'App versions with first seen, last seen and page views',
        tags: ['analytics'],
        security: [{ analyticsToken: [] }],
        querystring: ReleasesQuery,
        response: { 200: ReleasesResponse, ...queryErrors },
      },
    },
    async (request) => {
      const { from, to } = window(request.query, timeZone(request.query.tz));
      const rows = await fastify.store.releases({
        from,
        to,
        appType: request.query.appType ?? APP_TYPES.site,
      });
      return {
        from: from.toISOString(),
        to: to.toISOString(),
        rows: rows.map((row) => ({
          appVersion: row.appVersion,
          firstSeen: new Date(row.firstSeenMs).toISOString(),
          lastSeen: new Date(row.lastSeenMs).toISOString(),
          pageViews: row.pageViews,
        })),
      };
    },
  );
};

export default releases;
