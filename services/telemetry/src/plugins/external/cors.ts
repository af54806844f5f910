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
    const logRefusal = refusalLog(config.allowedOrigins, (line) => fastify.log.warn(line));
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
      logRefusal(origin);
      reply.code(403).send({
        statusCode: 403,
        error: 'Forbidden',
        message: `origin ${origin} is not allowed: the telemetry service's ALLOWED_ORIGINS must list it`,
      });
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

/** Distinct refused origins logged; past it, one line says the rest are not (the log stays bounded). */
export const REFUSED_ORIGINS_LOGGED = 20;

/**
 * The first refusal of each origin, logged with its fix (docs/requirements/deployment.md#ports): a site
 * on a port the service does not know loses every beacon, and the operator must see why. An origin names
 * a site, never a visitor; a forged one is cut short, and at most REFUSED_ORIGINS_LOGGED are logged.
 */
export function refusalLog(
  allowed: readonly string[],
  log: (line: string) => void,
): (origin: string) => void {
  const seen = new Set<string>();
  return (origin) => {
    const shown = origin.slice(0, 100);
    if (seen.has(shown) || seen.size > REFUSED_ORIGINS_LOGGED) return;
    seen.add(shown);
    if (seen.size > REFUSED_ORIGINS_LOGGED) {
      log(`more browser origins were refused; only the first ${REFUSED_ORIGINS_LOGGED} are logged`);
      return;
    }
    log(
      `beacons from origin ${shown} are refused (403): add it to ALLOWED_ORIGINS (a comma list, now ${allowed.join(',')}), ` +
        'or for a local site set WEB_PORT / WEB_DEV_PORT to its port for both the site and this service',
    );
  };
}
