import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { queryErrors, SummaryQuery, window } from './query-schemas.ts';

const SummaryRow = Type.Object({
  key: Type.String({ description: 'The group: a path, device, country, browser, language or UTC day.' }),
  count: Type.Integer(),
  p75: Type.Number({ description: 'Linearly interpolated 75th percentile.' }),
  good: Type.Number({ description: 'Share with value ≤ the good bound.' }),
  needsImprovement: Type.Number(),
  poor: Type.Number({ description: 'Share with value > the poor bound.' }),
});

/** `GET /analytics/vitals/summary`: p75 and rating shares of one metric per group (docs/requirements/telemetry-service.md#query-api). */
const summary: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/vitals/summary',
    {
      schema: {
        summary: 'p75 and good / needs-improvement / poor shares of one metric, grouped',
        tags: ['analytics'],
        security: [{ analyticsToken: [] }],
        querystring: SummaryQuery,
        response: {
          200: Type.Object({
            metric: Type.String(),
            groupBy: Type.String(),
            from: Type.String({ format: 'date-time' }),
            to: Type.String({ format: 'date-time' }),
            rows: Type.Array(SummaryRow),
          }),
          ...queryErrors,
        },
      },
    },
    async (request) => {
      const { metric, groupBy = 'path', path, device, country } = request.query;
      const { from, to } = window(request.query);
      const rows = await fastify.store.summary({ metric, groupBy, from, to, path, device, country });
      return { metric, groupBy, from: from.toISOString(), to: to.toISOString(), rows };
    },
  );
};

export default summary;
