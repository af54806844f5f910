import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MAX_BATCH, type WarnLog } from '@opstap/contracts';
import { Type } from 'typebox';
import { accept } from './accept.ts';
import { ingestResponses, ingestRoute } from './route-options.ts';

const Log = Type.Unsafe<WarnLog>(Type.Ref('WarnLog'));

/**
 * `POST /log/warn`: a page's warning (load error, time-out, slow load;
 * docs/requirements/telemetry-service.md#ingest).
 */
const warn: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/log/warn',
    {
      ...ingestRoute,
      schema: {
        summary: 'Log a page warning (JSON or text/plain)',
        tags: ['ingest'],
        consumes: ['application/json', 'text/plain'],
        body: Type.Union([Log, Type.Array(Log, { minItems: 1, maxItems: MAX_BATCH })]),
        response: ingestResponses,
      },
    },
    (request, reply) => {
      accept(request, reply, request.body, fastify.ingest.warnings, (rows) => {
        // Warnings also reach the log, counted by class a line an interval (plugins/log-tally.ts): never
        // a line each, nor the raw body, the stack trace or the user agent
        // (docs/requirements/telemetry-service.md#privacy).
        for (const row of rows) fastify.tally.add('pageWarning', row.messageClass);
      });
    },
  );
};

export default warn;
