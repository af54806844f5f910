import { vitalReport } from '@opstap/contracts/fixtures';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DuckDbStore } from '../store/duckdb/duckdb-store.ts';
import type { VitalBatch } from '../store/types.ts';
import { auth, buildApp, SITE, type TestApp } from '../../test/support/app.ts';

/** CORS, the rate limit and the bounded buffer, through app.inject. */
describe('guards (app.inject)', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });
  const post = (headers: Record<string, string>, payload: unknown = vitalReport()) =>
    t?.app.inject({
      method: 'POST',
      url: '/analytics/vital',
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify(payload),
    });

  it('allows the configured origins, with credentials, and answers their preflight', async () => {
    t = await buildApp();
    const response = await post({ origin: SITE });
    expect(response?.statusCode).toBe(204);
    expect(response?.headers['access-control-allow-origin']).toBe(SITE);
    expect(response?.headers['access-control-allow-credentials']).toBe('true');
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/log/warn',
      headers: {
        origin: SITE,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(SITE);
    expect(preflight.headers['access-control-allow-methods']).toContain('POST');
    expect(preflight.headers['access-control-allow-headers']).toMatch(/content-type/i);
  });

  it('refuses other origins (beacon and preflight) with 403 and no CORS headers, and counts them', async () => {
    t = await buildApp();
    for (const origin of ['https://evil.example', 'http://127.0.0.1:4174', 'null']) {
      const response = await post({ origin });
      expect(response?.statusCode).toBe(403);
      expect(response?.headers['access-control-allow-origin']).toBeUndefined();
      const preflight = await t.app.inject({
        method: 'OPTIONS',
        url: '/analytics/vital',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
      expect(preflight.statusCode).toBe(403);
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    }
    expect((await t.app.inject({ url: '/readyz' })).json().drops.foreignOrigin).toBe(3);
  });

  it('accepts a request without Origin (not a browser cross-site write)', async () => {
    t = await buildApp();
    expect((await post({}))?.statusCode).toBe(204);
  });

  it('answers 429 with Retry-After past RATE_LIMIT_PER_MINUTE per client IP; other IPs and probes go on', async () => {
    t = await buildApp({ RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: 'true' });
    const from = (ip: string) => ({ origin: SITE, 'x-forwarded-for': ip });
    for (let i = 0; i < 3; i += 1) expect((await post(from('203.0.113.7')))?.statusCode).toBe(204);
    const limited = await post(from('203.0.113.7'));
    expect(limited?.statusCode).toBe(429);
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited?.headers['access-control-allow-origin']).toBe(SITE); // so a page can read it and back off
    expect((await post(from('198.51.100.1')))?.statusCode).toBe(204);
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.json().drops.rateLimited).toBe(1);
  });

  it('counts query attempts with a wrong or missing token: 401 until the limit, then 429', async () => {
    t = await buildApp({ RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: 'true' });
    const guess = (authorization?: string) =>
      t?.app.inject({
        url: '/analytics/vitals/summary?metric=LCP&groupBy=path',
        headers: { 'x-forwarded-for': '203.0.113.20', ...(authorization ? { authorization } : {}) },
      });
    const statuses = [];
    for (const token of ['Bearer wrong-1', undefined, 'Bearer wrong-2', 'Bearer wrong-3']) {
      statuses.push((await guess(token))?.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    // Even the right token waits out the window from that address; another address is served.
    expect((await guess(auth.authorization))?.statusCode).toBe(429);
    const other = await t.app.inject({
      url: '/analytics/vitals/summary?metric=LCP&groupBy=path',
      headers: { 'x-forwarded-for': '203.0.113.21', ...auth },
    });
    expect(other.statusCode).toBe(200);
  });

  it('forgets the oldest addresses past RATE_LIMIT_MAX_ADDRESSES instead of growing', async () => {
    t = await buildApp({ RATE_LIMIT_PER_MINUTE: '1', RATE_LIMIT_MAX_ADDRESSES: '20', TRUST_PROXY: 'true' });
    const from = (ip: string) => ({ origin: SITE, 'x-forwarded-for': ip });
    expect((await post(from('203.0.113.30')))?.statusCode).toBe(204);
    expect((await post(from('203.0.113.30')))?.statusCode).toBe(429); // tracked: over its limit
    // Twenty new addresses: more than the bound holds besides it.
    for (let i = 1; i <= 20; i += 1) expect((await post(from(`198.51.100.${i}`)))?.statusCode).toBe(204);
    expect((await post(from('203.0.113.30')))?.statusCode).toBe(204); // forgotten, so counted afresh
    expect((await post(from('198.51.100.20')))?.statusCode).toBe(429); // the newest are still tracked
  });

  it('gives each IP a fresh minute once its window has passed, and says how long to wait until then', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-11-22T10:00:00Z') });
    try {
      t = await buildApp({ RATE_LIMIT_PER_MINUTE: '2', TRUST_PROXY: 'true' });
      const ip = { origin: SITE, 'x-forwarded-for': '203.0.113.9' };
      expect((await post(ip))?.statusCode).toBe(204);
      vi.setSystemTime(Date.parse('2026-11-22T10:00:20Z'));
      expect((await post(ip))?.statusCode).toBe(204);
      const limited = await post(ip);
      expect(limited?.statusCode).toBe(429);
      expect(limited?.headers['retry-after']).toBe('40'); // the window opened at 10:00:00
      expect(limited?.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
      vi.setSystemTime(Date.parse('2026-11-22T10:01:00Z'));
      expect((await post(ip))?.statusCode).toBe(204);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps accepting past the memory bound while the store stalls, and answers 503 only when the spool is full', async () => {
    // A store whose writes stall (a disk that hangs): memory fills, the spool takes the rest, then says no.
    let release: () => void = () => {};
    const stalled = new Promise<void>((resolve) => (release = resolve));
    class StalledStore extends DuckDbStore {
      override async insertVitals(batch: VitalBatch): Promise<void> {
        await stalled;
        return super.insertVitals(batch);
      }
    }
    // 256 KiB of spool, half for vitals: a few 50-report beacons (~22 KB each) fit, not 20.
    const env = {
      BUFFER_MAX_ROWS: '120',
      FLUSH_ROWS: '50',
      FLUSH_INTERVAL_MS: '60000',
      SPOOL_MAX_BYTES: String(256 * 1024),
      SPOOL_SEGMENT_BYTES: String(64 * 1024),
    };
    const store = new StalledStore({ path: ':memory:' });
    t = await buildApp(env, { store });
    const batch = (n: number) => Array.from({ length: n }, () => vitalReport());
    let accepted = 0;
    let full: Awaited<ReturnType<typeof post>> | undefined;
    for (let i = 0; i < 20 && !full; i += 1) {
      const response = await post({ origin: SITE }, batch(50));
      if (response?.statusCode === 204) accepted += 50;
      else full = response;
    }
    expect(accepted).toBeGreaterThan(120); // beyond the memory bound: spilled to the spool
    expect(full?.statusCode).toBe(503);
    expect(full?.headers['retry-after']).toBe('60');
    expect(t.app.ingest.vitals.buffer.size).toBeLessThanOrEqual(120);
    expect((await t.app.inject({ url: '/readyz' })).json().drops.overloaded).toBe(1);
    release();
    await t.app.ingest.vitals.buffer.flush();
    expect(t.app.ingest.vitals.buffer.size).toBe(0);
    expect(t.app.ingest.vitals.spool.bytes).toBe(0);
    const summary = await t.app.inject({ url: '/analytics/vitals/summary?metric=LCP', headers: auth });
    expect(summary.json().rows[0].count).toBe(accepted);
  });
});
