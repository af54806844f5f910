import type { FastifyInstance } from 'fastify';

/** The service as a plugin: tests build it and call `app.inject` without a port (see server.ts). */
export default async function app(fastify: FastifyInstance): Promise<void> {
  fastify.get('/healthz', async () => ({ status: 'ok' }));
}
