import cors from '@fastify/cors';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';

/**
 * CORS for the beacons: only ALLOWED_ORIGINS, preflight answered, credentials allowed because
 * `sendBeacon` always sends them (w3c/beacon#10). A browser POST from any other origin is refused
 * (and its preflight) with 403 before its body is read: a CORS header alone would not stop a beacon, which never reads
 * the response. Requests without an Origin (curl, same-origin GETs), and same-origin ones, are not browsers' cross-site writes.
 */
export default fp<{ config: Config }>(
  async (fastify, { config }) => {
    const allowed = new Set(config.allowedOrigins);
    await fastify.register(cors, {
      // A callback, not a list: with a list the plugin answers a refused preflight itself (204, no
      // CORS headers) before the hook below can refuse it with 403 (guards.test.ts).
      origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
      credentials: true,
      methods: ['GET', 'POST', 'OPTIONS'],
      allowedHeaders: ['Content-Type'],
      maxAge: 86_400,
    });
    // Runs after the CORS hook; a refused preflight would otherwise fall through to a confusing 404.
    // A callback hook, not an async one: no promise for every request that passes.
    fastify.addHook('onRequest', (request, reply, done) => {
      const origin = request.headers.origin;
      const writes = request.method === 'POST' || request.method === 'OPTIONS';
      if (
        !writes ||
        origin === undefined ||
        allowed.has(origin) ||
        sameOrigin(origin, request.headers.host)
      ) {
        done();
        return;
      }
      if (request.routeOptions.config.ingest) fastify.drops.add('foreignOrigin');
      reply
        .code(403)
        .send({ statusCode: 403, error: 'Forbidden', message: `origin ${origin} is not allowed` });
    });
  },
  { name: 'cors', dependencies: ['drops'] },
);

/**
 * A page this service served itself (the dashboard, reporting its own vitals:
 * docs/requirements/telemetry-service.md#dashboard) is not a cross-site writer: a browser's Origin names
 * the host it asked, which another site cannot forge.
 */
function sameOrigin(origin: string, host: string | undefined): boolean {
  if (host === undefined) return false;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
