import { RawValuesResponse } from '@opstap/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { queryErrors } from './query-schemas.ts';

/**
 * `GET /analytics/raw-values`: what each dimension's `other` stood for, as sent, most frequent first
 * (docs/requirements/telemetry-service.md#ingest). Bounded by the store: 1,000 values per dimension.
 */
const rawValues: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/raw-values',
    {
      schema: {
        summary: 'The values clients sent outside a dimension’s vocabulary (stored as other), with counts',
        tags: ['analytics'],
        security: [{ analyticsToken: [] }],
        querystring: Type.Object({}, { additionalProperties: false }),
        response: { 200: RawValuesResponse, ...queryErrors },
      },
    },
    async () => ({ rows: await fastify.store.rawValues() }),
  );
};

export default rawValues;
