import { vitalReport, warnLog } from '@opstap/contracts/fixtures';
import { MAX_BATCH } from '@opstap/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, buildApp, flushed, SITE, type TestApp } from '../test/support/app.ts';

/**
 * Every status code over a real socket (the app listening on an ephemeral port, fetch as the client),
 * so headers, content types and CORS are checked as a browser or curl would meet them.
 */
describe('over real HTTP', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await buildApp();
    url = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => t.close());

  const send = (path: string, body: string, headers: Record<string, string>) =>
    fetch(`${url}${path}`, { method: 'POST', body, headers: { origin: SITE, ...headers } });
  const asJson = { 'content-type': 'application/json' };
  const body = async (response: Response) => (await response.json()) as Record<string, unknown>;
  const asBeacon = { 'content-type': 'text/plain;charset=UTF-8' };

  it('204 for a vital as JSON and as text/plain, one or an array of up to 50, with CORS for the site', async () => {
    const one = await send('/analytics/vital', JSON.stringify(vitalReport({ path: '/http' })), asJson);
    expect(one.status).toBe(204);
    expect(one.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(one.headers.get('access-control-allow-credentials')).toBe('true');
    expect(one.headers.get('set-cookie')).toBeNull();
    const many = Array.from({ length: MAX_BATCH }, () => vitalReport({ path: '/http' }));
    expect((await send('/analytics/vital', JSON.stringify(many), asBeacon)).status).toBe(204);
    expect((await send('/log/warn', JSON.stringify(warnLog()), asBeacon)).status).toBe(204);
    expect((await send('/log/warn', JSON.stringify([warnLog(), warnLog()]), asJson)).status).toBe(204);
    await flushed(t.app);
    const summary = await fetch(`${url}/analytics/vitals/summary?metric=LCP&path=/http&groupBy=path`, {
      headers: auth,
    });
    expect(summary.status).toBe(200);
    expect((await body(summary)).rows).toMatchObject([{ group: { path: '/http' }, count: MAX_BATCH + 1 }]);
  });

  it('400 with a JSON error naming the field', async () => {
    const response = await send(
      '/analytics/vital',
      JSON.stringify([vitalReport(), vitalReport({ width: 1.5 })]),
      asBeacon,
    );
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await body(response)).toMatchObject({ statusCode: 400, field: 'body/1/width' });
    const broken = await send('/log/warn', '{"type":"warn",', asJson);
    expect(broken.status).toBe(400);
    expect((await body(broken)).field).toBe('body');
  });

  it('401 for the query API without the token', async () => {
    const response = await fetch(`${url}/analytics/vitals/passing`);
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
  });

  it('403 and no CORS headers for another origin; preflight answered for the site', async () => {
    const refused = await send('/analytics/vital', JSON.stringify(vitalReport()), {
      ...asBeacon,
      origin: 'https://evil.example',
    });
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${url}/analytics/vital`, {
      method: 'OPTIONS',
      headers: {
        origin: SITE,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(SITE);
  });

  it('413 for a body over 64 KiB', async () => {
    const response = await send('/analytics/vital', 'x'.repeat(70_000), asBeacon);
    expect(response.status).toBe(413);
  });

  it('415 for another content type', async () => {
    const response = await send('/analytics/vital', 'name=LCP', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(response.status).toBe(415);
  });

  it('the OpenAPI document, /healthz and /readyz', async () => {
    expect((await body(await fetch(`${url}/docs/json`))).openapi).toMatch(/^3\./);
    expect(await body(await fetch(`${url}/healthz`))).toEqual({ status: 'ok' });
    expect((await body(await fetch(`${url}/readyz`))).status).toBe('ready');
  });

  it('429 with Retry-After past the per-IP rate, with CORS headers, while probes still answer', async () => {
    // Its own app with a small limit, so this test spends no other test's budget, in any order.
    const limited = await buildApp({ RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const own = await limited.app.listen({ host: '127.0.0.1', port: 0 });
      const beacon = () =>
        fetch(`${own}/analytics/vital`, {
          method: 'POST',
          body: JSON.stringify(vitalReport()),
          headers: { origin: SITE, ...asBeacon },
        });
      expect((await beacon()).status).toBe(204);
      expect((await beacon()).status).toBe(204);
      const response = await beacon();
      expect(response.status).toBe(429);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(response.headers.get('access-control-allow-origin')).toBe(SITE);
      expect((await fetch(`${own}/healthz`)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
