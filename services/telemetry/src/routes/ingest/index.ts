import type { FastifyPluginAsync } from 'fastify';
import vital from './vital.ts';
import warn from './warn.ts';

/**
 * The public beacon routes, `POST /analytics/vital` and `POST /log/warn`: no token, any visitor's page
 * sends them (docs/requirements/telemetry-service.md#ingest). Each declares its full URL.
 */
const ingest: FastifyPluginAsync = async (fastify) => {
  await fastify.register(vital);
  await fastify.register(warn);
};

export default ingest;
