import type { FastifyPluginAsync } from 'fastify';
import passing from './passing.ts';
import { requireToken } from './require-token.ts';
import summary from './summary.ts';
import warnings from './warnings.ts';

/**
 * The analysts' query API under `/analytics` (`/vitals/summary`, `/vitals/passing`, `/warnings`), in
 * its own encapsulated context so the bearer check covers exactly these routes
 * (docs/requirements/telemetry-service.md#query-api). app.ts leaves it out when QUERY_API=off.
 */
const query: FastifyPluginAsync<{ token: string }> = async (fastify, { token }) => {
  fastify.addHook('preValidation', requireToken(token));
  await fastify.register(summary);
  await fastify.register(passing);
  await fastify.register(warnings);
};

export default query;
