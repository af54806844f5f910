import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { PassingQuery, queryErrors, window } from './query-schemas.ts';

const P75 = (metric: string) =>
  Type.Union([Type.Number(), Type.Null()], { description: `p75 of ${metric}; null: no data.` });

/** `GET /analytics/vitals/passing`: per page, whether p75 of LCP, INP and CLS are all good (CrUX). */
const passing: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/vitals/passing',
    {
      schema: {
        summary: "Per page, CrUX's passing rule: p75 of LCP, INP and CLS all good",
        tags: ['analytics'],
        security: [{ analyticsToken: [] }],
        querystring: PassingQuery,
        response: {
          200: Type.Object({
            from: Type.String({ format: 'date-time' }),
            to: Type.String({ format: 'date-time' }),
            rows: Type.Array(
              Type.Object({
                path: Type.String(),
                lcp: P75('LCP'),
                inp: P75('INP'),
                cls: P75('CLS'),
                passing: Type.Boolean(),
              }),
            ),
          }),
          ...queryErrors,
        },
      },
    },
    async (request) => {
      const { path, device, country } = request.query;
      const { from, to } = window(request.query);
      const rows = await fastify.store.passing({ from, to, path, device, country });
      return { from: from.toISOString(), to: to.toISOString(), rows };
    },
  );
};

export default passing;
