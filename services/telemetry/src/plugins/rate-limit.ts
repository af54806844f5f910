import type { onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AddressWindows } from '../ingest/address-windows.ts';
import type { Config } from '../config.ts';

/**
 * The routes the per-IP limit deliberately leaves out, by URL as declared (every method), and why.
 * Every other route is limited. rate-limit.test.ts walks every route of the app and proves it.
 */
export const RATE_LIMIT_EXEMPT = {
  '/healthz': "a liveness probe must answer even when its IP is over the limit (a proxy's, shared)",
  '/readyz': 'the readiness probe, likewise',
  '/docs/json': 'the OpenAPI document: static, read by people and client generators',
  '*': "CORS preflights (@fastify/cors's route): the CORS hook answers them before any route hook runs",
} as const satisfies Record<string, string>;
export type RateLimitExempt = keyof typeof RATE_LIMIT_EXEMPT;

const WINDOW_MS = 60_000;

/**
 * Per client IP, RATE_LIMIT_PER_MINUTE requests a minute (each IP's window starts at its first request),
 * answered 429 with `Retry-After` (docs/requirements/telemetry-service.md#ingest). The IP comes from
 * Fastify's `request.ip`, so TRUST_PROXY decides whether X-Forwarded-For counts: get it wrong and every
 * visitor shares the CDN's IP. IPs live in memory only, at most RATE_LIMIT_MAX_ADDRESSES of them
 * (ingest/address-windows.ts). Every attempt counts, an analyst's with a wrong token too: the token is checked
 * later, in `preValidation` (auth/require-bearer.ts).
 *
 * A synchronous hook over a Map rather than @fastify/rate-limit, whose promise chain costs more on the
 * path the bench measures against a bare route (docs/decisions/0602, docs/perf/telemetry-ingest.md).
 * The hook is attached to each route as the route is declared (`onRoute`), not run globally to ask the
 * route whether it is exempt: `request.routeOptions` builds a new object on every read, a measurable
 * share of a beacon's cost (same sources). So this plugin must be registered before any route (app.ts
 * registers it first): a route declared earlier would never pass through `onRoute` here. At ready,
 * every exemption must have matched a route; since the OpenAPI document and the CORS route are declared
 * early, registering this plugin any later stops start-up instead of leaving routes unlimited. Unknown
 * paths (404) are not counted: they store nothing.
 */
export default fp<{ config: Config }>(
  async (fastify, { config }) => {
    const max = config.rateLimitPerMinute;
    const windows = new AddressWindows(config.rateLimitMaxAddresses, WINDOW_MS);
    const rotation = setInterval(() => windows.rotate(), WINDOW_MS);
    rotation.unref();
    fastify.addHook('onClose', (_instance, done) => {
      clearInterval(rotation);
      done();
    });

    const limit: onRequestHookHandler = function (request, reply, done) {
      const now = Date.now();
      const window = windows.take(request.ip, 1, now);
      if (window.count <= max) return done();
      if (request.routeOptions.config.ingest) fastify.drops.add('rateLimited');
      const seconds = Math.ceil((window.resetAt - now) / 1000);
      // Sent here, not thrown to the error handler: a refused beacon must stay this cheap.
      reply
        .code(429)
        .header('retry-after', String(seconds))
        .send({
          statusCode: 429,
          error: 'Too Many Requests',
          message: `Rate limit exceeded, retry in ${seconds} seconds`,
        });
    };

    const exempted = new Set<string>();
    fastify.addHook('onRoute', (route) => {
      if (Object.hasOwn(RATE_LIMIT_EXEMPT, route.url)) {
        exempted.add(route.url);
        return;
      }
      const own = route.onRequest ?? [];
      // First among the route's own hooks; hooks added to a context (CORS, the origin guard) run before.
      route.onRequest = [limit, ...(Array.isArray(own) ? own : [own])];
    });
    fastify.addHook('onReady', (done) => {
      // An exemption that names no route is a renamed route whose probe or document is now limited.
      const unused = Object.keys(RATE_LIMIT_EXEMPT).filter((url) => !exempted.has(url));
      done(
        unused.length ? new Error(`rate limit exemptions name no route: ${unused.join(', ')}`) : undefined,
      );
    });
  },
  { name: 'rate-limit', dependencies: ['drops'] },
);
