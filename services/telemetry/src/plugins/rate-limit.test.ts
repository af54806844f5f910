import Fastify, { type HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, SITE, testConfig, type TestApp } from '../../test/support/app.ts';
import drops from './drops.ts';
import rateLimit, { RATE_LIMIT_EXEMPT, type RateLimitExempt } from './rate-limit.ts';

const isExempt = (url: string): url is RateLimitExempt => Object.hasOwn(RATE_LIMIT_EXEMPT, url);

/** Every route the app declares, seen by an `onRoute` hook added before the app, whatever its order. */
describe('the rate limit, over every route', () => {
  let t: TestApp;
  const routes: { method: HTTPMethods; url: string }[] = [];
  beforeAll(async () => {
    t = await buildApp(
      { RATE_LIMIT_PER_MINUTE: '1', TRUST_PROXY: 'true' },
      {
        onRoute: (route) => {
          const methods = Array.isArray(route.method) ? route.method : [route.method];
          for (const method of methods) routes.push({ method, url: route.url });
        },
      },
    );
  });
  afterAll(() => t.close());

  it('sees the routes a caller knows (the walk below is not over an empty list)', () => {
    expect(routes.map(({ method, url }) => `${method} ${url}`)).toEqual(
      expect.arrayContaining([
        'POST /analytics/vital',
        'POST /log/warn',
        'GET /analytics/vitals/summary',
        'GET /analytics/vitals/passing',
        'GET /analytics/warnings',
        'GET /healthz',
        'GET /readyz',
        'GET /docs/json',
        'GET /dashboard/*',
      ]),
    );
  });

  it('answers 429 to a client past its limit on every route but the listed exemptions, which never do', async () => {
    const outcomes: string[] = [];
    for (const [n, { method, url }] of routes.entries()) {
      // Each route gets its own client IP, so one route's count never spends another's.
      const headers: Record<string, string> = { origin: SITE, 'x-forwarded-for': `198.51.100.${n + 1}` };
      // A preflight, for the CORS route; nothing else needs a body or a token to be counted.
      if (method === 'OPTIONS') headers['access-control-request-method'] = 'POST';
      const target = url === '*' ? '/analytics/vital' : url;
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        statuses.push((await t.app.inject({ method, url: target, headers })).statusCode);
      }
      const limited = statuses[0] !== 429 && statuses[1] === 429 && statuses[2] === 429;
      const neverLimited = !statuses.includes(429);
      outcomes.push(
        `${method} ${url}: ${isExempt(url) ? (neverLimited ? 'exempt' : 'LIMITED') : limited ? 'limited' : `NOT LIMITED ${statuses.join('/')}`}`,
      );
    }
    expect(outcomes.filter((outcome) => /LIMITED/.test(outcome))).toEqual([]);
    expect(outcomes.filter((outcome) => outcome.endsWith(': limited')).length).toBeGreaterThanOrEqual(5);
  });
});

describe('the rate limit exemptions', () => {
  it('stop start-up when one names no route (a renamed probe would be limited without a word)', async () => {
    const fastify = Fastify({ logger: false });
    await fastify.register(drops);
    await fastify.register(rateLimit, { config: testConfig() });
    fastify.get('/healthz', async () => ({ status: 'ok' }));
    await expect(fastify.ready()).rejects.toThrow(/exemptions name no route: \/readyz, \/docs\/json, \*/);
    await fastify.close();
  });
});
