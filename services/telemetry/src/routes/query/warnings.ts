import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { queryErrors, WarningsQuery, window } from './query-schemas.ts';

/** `GET /analytics/warnings`: how often each warning message (or each page) was logged. */
const warnings: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/warnings',
    {
      schema: {
        summary: 'Warn-log counts by message or by page',
        tags: ['analytics'],
        security: [{ analyticsToken: [] }],
        querystring: WarningsQuery,
        response: {
          200: Type.Object({
            groupBy: Type.String(),
            from: Type.String({ format: 'date-time' }),
            to: Type.String({ format: 'date-time' }),
            rows: Type.Array(Type.Object({ key: Type.String(), count: Type.Integer() })),
          }),
          ...queryErrors,
        },
      },
    },
    async (request) => {
      const { groupBy = 'message' } = request.query;
      const { from, to } = window(request.query);
      const rows = await fastify.store.warnings({ from, to, groupBy });
      return { groupBy, from: from.toISOString(), to: to.toISOString(), rows };
    },
  );
};

export default warnings;
