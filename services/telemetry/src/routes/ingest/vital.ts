import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MAX_BATCH, type VitalReport } from '@opstap/contracts';
import { Type } from 'typebox';
import { accept } from './accept.ts';
import { ingestResponses, ingestRoute } from './route-options.ts';

// The contract's schema is registered once (app.ts) and referenced, so OpenAPI shows it as a component.
const Report = Type.Unsafe<VitalReport>(Type.Ref('VitalReport'));

/**
 * `POST /analytics/vital`: one web-vitals report or an array of up to MAX_BATCH
 * (docs/requirements/telemetry-service.md#ingest).
 */
const vital: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/analytics/vital',
    {
      ...ingestRoute,
      schema: {
        summary: 'Report web vitals (JSON or text/plain, as sendBeacon sends)',
        tags: ['ingest'],
        consumes: ['application/json', 'text/plain'],
        body: Type.Union([Report, Type.Array(Report, { minItems: 1, maxItems: MAX_BATCH })]),
        response: ingestResponses,
      },
    },
    // Not async: the answer is sent by `accept` once the spool has the event, so a promise would add nothing.
    (request, reply) => {
      accept(request, reply, request.body, fastify.ingest.vitals);
    },
  );
};

export default vital;
