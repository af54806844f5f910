import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { DROP_REASONS } from '../../plugins/drops.ts';

const Counts = Type.Object(Object.fromEntries(DROP_REASONS.map((reason) => [reason, Type.Integer()])));

/**
 * `GET /healthz` (the process answers) and `GET /readyz` (the store commits a write, and the write
 * buffers' last writes landed; with the buffer's fill
 * and the drop counts, so an operator sees overload before it turns into 503s;
 * docs/requirements/telemetry-service.md#operations). Exempt from the rate limit (RATE_LIMIT_EXEMPT).
 */
const health: FastifyPluginAsyncTypebox = async (fastify) => {
  const probe = { logLevel: 'warn' } as const;
  fastify.get(
    '/healthz',
    {
      ...probe,
      schema: { tags: ['health'], response: { 200: Type.Object({ status: Type.Literal('ok') }) } },
    },
    async () => ({ status: 'ok' as const }),
  );
  const Ready = Type.Object({
    status: Type.Union([Type.Literal('ready'), Type.Literal('unavailable')]),
    buffered: Type.Object({ vitals: Type.Integer(), warnings: Type.Integer() }),
    /** Bytes in the spools: acknowledged events not yet known to be in the store (and not yet deleted). */
    spooled: Type.Object({ vitals: Type.Integer(), warnings: Type.Integer() }),
    /** fdatasync calls of each spool since start (one per group commit): an operator's view of disk load. */
    fsyncs: Type.Object({ vitals: Type.Integer(), warnings: Type.Integer() }),
    drops: Counts,
  });
  fastify.get(
    '/readyz',
    { ...probe, schema: { tags: ['health'], response: { 200: Ready, 503: Ready } } },
    async (_request, reply) => {
      const { vitals, warnings } = fastify.ingest;
      // Not ready while the buffers' writes fail, though a probe's own tiny write may get through
      // (docs/decisions/0110-ingest-spool.md): ready again once a batch lands.
      const failing = vitals.buffer.failing || warnings.buffer.failing;
      const ready = !failing && (await fastify.store.ping());
      return reply.code(ready ? 200 : 503).send({
        status: ready ? 'ready' : 'unavailable',
        buffered: { vitals: vitals.buffer.size, warnings: warnings.buffer.size },
        spooled: { vitals: vitals.spool.bytes, warnings: warnings.spool.bytes },
        fsyncs: { vitals: vitals.spool.fsyncs, warnings: warnings.spool.fsyncs },
        drops: fastify.drops.counts,
      });
    },
  );
};

export default health;
