import type { onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false` exempts a route (health probes, the OpenAPI document) from the per-IP rate. */
    rateLimit?: false;
  }
}

const WINDOW_MS = 60_000;

/** One client's window: how many requests since `resetAt - WINDOW_MS`. */
interface Window {
  count: number;
  resetAt: number;
}

/**
 * Per client IP, RATE_LIMIT_PER_MINUTE requests a minute (each IP's window starts at its first request),
 * answered 429 with `Retry-After`. The IP comes from Fastify's `request.ip`, so TRUST_PROXY decides
 * whether X-Forwarded-For counts (FIELD-NOTES: get it wrong and every visitor shares the CDN's IP).
 * IPs live in memory only, and a sweep forgets each one at most a minute after its window ends.
 *
 * A synchronous hook over a Map rather than @fastify/rate-limit: the plugin's promise chain cost ~2 µs of
 * the ~40 µs a beacon takes (docs/decisions/0602), on the path the bench measures against a bare route.
 * The hook is attached per route when the route is declared (as @fastify/rate-limit does), not run for
 * every request to ask the route whether it is exempt: `request.routeOptions` builds a new object on each
 * read, and that global hook alone cost the beacon route 0.05 of its throughput ratio (decision 0602).
 * Unknown paths (404) are therefore not counted: they store nothing.
 */
export default fp<{ config: Config }>(
  async (fastify, { config }) => {
    const max = config.rateLimitPerMinute;
    const windows = new Map<string, Window>();
    const sweep = setInterval(() => {
      const now = Date.now();
      for (const [ip, window] of windows) if (window.resetAt <= now) windows.delete(ip);
    }, WINDOW_MS);
    sweep.unref();
    fastify.addHook('onClose', (_instance, done) => {
      clearInterval(sweep);
      done();
    });

    const limit: onRequestHookHandler = function (request, reply, done) {
      const now = Date.now();
      let window = windows.get(request.ip);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + WINDOW_MS };
        windows.set(request.ip, window);
      }
      window.count += 1;
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
    fastify.addHook('onRoute', (route) => {
      if (route.config?.rateLimit === false) return;
      const own = route.onRequest ?? [];
      route.onRequest = [limit, ...(Array.isArray(own) ? own : [own])];
    });
  },
  { name: 'rate-limit', dependencies: ['drops'] },
);
