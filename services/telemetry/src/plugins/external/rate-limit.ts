import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';

/**
 * Per client IP, RATE_LIMIT_PER_MINUTE requests, answered 429 with `Retry-After`. The IP comes from
 * Fastify's `request.ip`, so TRUST_PROXY decides whether X-Forwarded-For counts (FIELD-NOTES: get it
 * wrong and every visitor shares the CDN's IP). The in-memory store keeps the IP for one minute only;
 * it is never written anywhere. Health probes are exempt (their routes say `rateLimit: false`).
 */
export default fp<{ config: Config }>(
  async (fastify, { config }) => {
    await fastify.register(rateLimit, {
      global: true,
      max: config.rateLimitPerMinute,
      timeWindow: 60_000,
      hook: 'onRequest',
      // Only Retry-After, and only on a 429: three X-RateLimit headers on every beacon answer are
      // bytes no browser reads (sendBeacon never looks at the response).
      addHeadersOnExceeding: {
        'x-ratelimit-limit': false,
        'x-ratelimit-remaining': false,
        'x-ratelimit-reset': false,
      },
      addHeaders: {
        'x-ratelimit-limit': false,
        'x-ratelimit-remaining': false,
        'x-ratelimit-reset': false,
        'retry-after': true,
      },
      onExceeded: (request) => {
        if (request.routeOptions.config.ingest) fastify.drops.add('rateLimited');
      },
    });
  },
  { name: 'rate-limit', dependencies: ['drops'] },
);
