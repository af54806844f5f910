import { vitalReport, warnLog } from '@opstap/contracts/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, buildApp, flushed, SITE, type TestApp } from '../../../test/support/app.ts';

describe('POST /log/warn (app.inject)', () => {
  let t: TestApp;
  const logLines: string[] = [];
  beforeAll(async () => {
    t = await buildApp({}, { logLines });
  });
  afterAll(() => t.close());

  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/log/warn',
      headers: { 'content-type': 'application/json', origin: SITE, ...headers },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });

  async function counts(groupBy: 'message' | 'path') {
    await flushed(t.app);
    const response = await t.app.inject({ url: `/analytics/warnings?groupBy=${groupBy}`, headers: auth });
    expect(response.statusCode).toBe(200);
    return Object.fromEntries(
      response.json().rows.map((r: { key: string; count: number }) => [r.key, r.count]),
    );
  }

  it('accepts one warning (JSON) and an array (text/plain), and counts them by message and by path', async () => {
    expect((await post(warnLog({ message: 'Slow load A', path: '/a' }))).statusCode).toBe(204);
    const batch = [
      warnLog({ message: 'Slow load A', path: '/b' }),
      warnLog({ message: 'Slow load B', path: '/b' }),
    ];
    expect((await post(batch, { 'content-type': 'text/plain;charset=UTF-8' })).statusCode).toBe(204);
    expect(await counts('message')).toMatchObject({ 'Slow load A': 2, 'Slow load B': 1 });
    expect(await counts('path')).toMatchObject({ '/a': 1, '/b': 2 });
  });

  it('takes the path from the Referer when the body has none, without its query string', async () => {
    const { path: _path, ...noPath } = warnLog({ message: 'from referer' });
    const response = await post(noPath, { referer: 'https://www.opstap.nl/en/employers?utm=x#form' });
    expect(response.statusCode).toBe(204);
    expect(await counts('path')).toHaveProperty('/en/employers');
  });

  it('strips control characters and caps the stored message', async () => {
    const message = 'Evil\u0000\u001b[31m line\r\nbreak ' + 'x'.repeat(3000);
    expect((await post(warnLog({ message }))).statusCode).toBe(204);
    const stored = Object.keys(await counts('message')).find((key) => key.startsWith('Evil'));
    expect(stored).toBeDefined();
    // eslint-disable-next-line no-control-regex -- the point: no control character survives
    expect(stored).not.toMatch(/[\u0000-\u001f]/);
    expect(stored?.startsWith('Evil[31m linebreak x')).toBe(true);
    expect(stored).toHaveLength(1024);
  });

  it('refuses a warning that breaks the contract with 400 naming the field', async () => {
    const response = await post({ ...warnLog(), type: 'error' });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('body/type');
    expect((await post([warnLog(), { ...warnLog(), message: '' }])).json().field).toBe('body/1/message');
  });

  it('refuses other content types (415) and big bodies (413)', async () => {
    expect(
      (await post('message=x', { 'content-type': 'application/x-www-form-urlencoded' })).statusCode,
    ).toBe(415);
    const big = JSON.stringify(warnLog({ stacktrace: 'y'.repeat(70_000) }));
    expect((await post(big)).statusCode).toBe(413);
  });

  it('logs no line per warning: the class counts a line an interval, the cleaned class only, no stack, user agent or raw body', async () => {
    logLines.length = 0;
    await post(
      warnLog({ message: 'Loading CSS chunk 9 failed', stacktrace: 'SECRET-STACK', userAgent: 'SECRET-UA' }),
      {
        authorization: 'Bearer should-be-redacted',
      },
    );
    await counts('message'); // a query route logs its requests at info: with no IP address either
    const entries = logLines.map((line) => JSON.parse(line));
    expect(
      entries.some((entry) => entry.msg === 'incoming request' && entry.req.url.startsWith('/analytics')),
    ).toBe(true);
    expect(entries.filter((entry) => entry.level >= 40)).toEqual([]); // counted, not yet written
    const all = logLines.join('\n');
    expect(all).not.toContain('SECRET-STACK');
    expect(all).not.toContain('SECRET-UA');
    expect(all).not.toContain('should-be-redacted');
    expect(all).not.toContain('127.0.0.1');
  });
});

describe('a flood of warnings and refusals (docs/requirements/telemetry-service.md#operations)', () => {
  it('writes a bounded number of lines: counts by class and refusals by reason, at the interval and at close', async () => {
    const logLines: string[] = [];
    const t = await buildApp({ LOG_SUMMARY_INTERVAL_MS: '3600000' }, { logLines });
    const post = (payload: unknown, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/log/warn',
        headers: { 'content-type': 'application/json', origin: SITE, ...headers },
        payload: JSON.stringify(payload),
      });
    // 1,000 warnings in 25 classes (20 kept by name, the rest as "(other)"), 40 refused four ways.
    for (let i = 0; i < 20; i += 1) {
      const batch = Array.from({ length: 50 }, (_, j) =>
        warnLog({ message: `Flood class ${String.fromCharCode(65 + ((i * 50 + j) % 25))}` }),
      );
      expect((await post(batch)).statusCode).toBe(204);
    }
    for (let i = 0; i < 10; i += 1) {
      expect((await post(warnLog(), { origin: 'https://evil.example' })).statusCode).toBe(403);
      expect((await post({ ...warnLog(), type: 'error' })).statusCode).toBe(400);
      expect((await post('x'.repeat(70_000))).statusCode).toBe(413);
      expect((await post(warnLog(), { 'content-type': 'text/csv' })).statusCode).toBe(415);
    }
    await t.close();
    const entries = logLines.map((line) => JSON.parse(line)).filter((entry) => entry.level >= 40);
    // Besides the two tallies, only the refused origin's first refusal with its fix (bounded by
    // REFUSED_ORIGINS_LOGGED distinct origins, plugins/external/cors.ts): ten refusals, one line.
    expect(entries.map((entry) => entry.msg).sort()).toEqual([
      expect.stringMatching(
        /^beacons from origin https:\/\/evil\.example are refused \(403\): add it to ALLOWED_ORIGINS/,
      ),
      'beacons refused or dropped, by reason',
      'page warnings by class',
    ]);
    const warnings = entries.find((entry) => entry.msg === 'page warnings by class');
    expect(warnings.total).toBe(1000);
    expect(Object.keys(warnings.counts)).toHaveLength(21);
    expect(warnings.counts['(other)']).toBe(5 * 40);
    const refusals = entries.find((entry) => entry.msg === 'beacons refused or dropped, by reason');
    expect(refusals.refused).toEqual({
      foreignOrigin: 10,
      invalid: 10,
      tooLarge: 10,
      unsupportedMediaType: 10,
    });
  });
});

describe('the warnings byte budget per address (WARN_BYTES_PER_MINUTE)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildApp({ WARN_BYTES_PER_MINUTE: '8192', TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  const post = (url: string, ip: string, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', origin: SITE, 'x-forwarded-for': ip },
      payload: JSON.stringify(payload),
    });

  it('answers 429 with Retry-After once an address has sent its bytes, keeps nothing of the refused ones, and other addresses and vitals go on', async () => {
    // About 2 KB a warning: four fit in 8 KiB, the fifth does not.
    const big = (i: number) =>
      warnLog({ message: `budget ${i} ${'x'.repeat(1000)}`, stacktrace: 'y'.repeat(1000) });
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1)
      statuses.push((await post('/log/warn', '203.0.113.50', big(i))).statusCode);
    const accepted = statuses.filter((status) => status === 204).length;
    expect(statuses).toEqual([...Array(accepted).fill(204), ...Array(8 - accepted).fill(429)]);
    expect(accepted).toBe(3);
    const refused = await post('/log/warn', '203.0.113.50', warnLog({ message: 'small' }));
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);

    expect((await post('/log/warn', '203.0.113.51', big(100))).statusCode).toBe(204);
    expect((await post('/analytics/vital', '203.0.113.50', vitalReport())).statusCode).toBe(204);

    await flushed(t.app);
    const response = await t.app.inject({ url: '/analytics/warnings?groupBy=message', headers: auth });
    const stored = response
      .json()
      .rows.map((row: { key: string }) => row.key.split(' ').slice(0, 2).join(' '));
    expect(stored.sort()).toEqual(['budget 0', 'budget 1', 'budget 100', 'budget 2']);
    expect((await t.app.inject({ url: '/readyz' })).json().drops.overBudget).toBe(6);
  });
});
