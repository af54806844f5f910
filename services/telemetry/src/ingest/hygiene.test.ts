import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { MAX_BODY_BYTES } from '@opstap/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vitalReport, warnLog } from '@opstap/contracts/fixtures';
import { auth, buildApp, flushed, SITE, type TestApp } from '../../test/support/app.ts';

/**
 * Input hygiene at the service's edge (docs/requirements/telemetry-service.md#ingest): what the runtime
 * cannot represent is a 400, compressed bodies are decoded within the body limit, CLS has the contract's
 * bound, and invisible characters never reach the store.
 */
describe('input hygiene (app.inject)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildApp();
  });
  afterAll(() => t.close());

  const post = (url: string, payload: Buffer | string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', origin: SITE, ...headers },
      payload,
    });

  async function summary(path: string, metric = 'LCP') {
    await flushed(t.app);
    const url = `/analytics/vitals/summary?metric=${metric}&groupBy=path&path=${encodeURIComponent(path)}`;
    return (await t.app.inject({ url, headers: auth })).json().rows;
  }

  it.each(['from', 'to'])('a leap second in %s is a 400 naming it, not a 500', async (field) => {
    const response = await t.app.inject({
      url: `/analytics/vitals/summary?metric=LCP&${field}=2026-06-30T23:59:60Z`,
      headers: auth,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: `querystring/${field}` });
  });

  it.each([
    ['gzip', gzipSync],
    ['deflate', deflateSync],
    ['br', brotliCompressSync],
  ] as const)('decodes a %s body and stores it', async (coding, compress) => {
    const path = `/encoded-${coding}`;
    const body = compress(Buffer.from(JSON.stringify(vitalReport({ path }))));
    expect((await post('/analytics/vital', body, { 'content-encoding': coding })).statusCode).toBe(204);
    expect(await summary(path)).toMatchObject([{ count: 1 }]);
  });

  it('refuses an unknown coding with 415, and a body that decodes past the limit with 413', async () => {
    const json = JSON.stringify(vitalReport());
    const unknown = await post('/analytics/vital', json, { 'content-encoding': 'zstd' });
    expect(unknown.statusCode).toBe(415);
    // 1 MiB of spaces inside valid JSON compresses to about 1 KiB: the limit counts the decoded bytes.
    const bomb = gzipSync(Buffer.from(`${' '.repeat(1 << 20)}${json}`));
    expect(bomb.length).toBeLessThan(MAX_BODY_BYTES);
    expect((await post('/analytics/vital', bomb, { 'content-encoding': 'gzip' })).statusCode).toBe(413);
    const corrupt = await post('/analytics/vital', Buffer.from('not gzip at all'), {
      'content-encoding': 'gzip',
    });
    expect(corrupt.statusCode).toBe(400);
  });

  it('bounds CLS by the contract (100), timings by 60,000', async () => {
    const cls = await post('/analytics/vital', JSON.stringify(vitalReport({ name: 'CLS', value: 60_000 })));
    expect(cls.statusCode).toBe(400);
    expect(cls.json().field).toMatch(/value/);
    const ok = await post(
      '/analytics/vital',
      JSON.stringify(vitalReport({ name: 'CLS', value: 0.2, path: '/cls' })),
    );
    expect(ok.statusCode).toBe(204);
    expect(await summary('/cls', 'CLS')).toMatchObject([{ count: 1, p75: 0.2 }]);
  });

  it('strips bidirectional controls, line separators and zero-width characters', async () => {
    const hidden = 'Loading\u202e chunk\u2028 12\u200b failed\u2066\ufeff';
    const response = await post('/log/warn', JSON.stringify(warnLog({ message: hidden, path: '/hidden' })));
    expect(response.statusCode).toBe(204);
    await flushed(t.app);
    const warnings = await t.app.inject({ url: '/analytics/warnings?groupBy=message', headers: auth });
    const keys = (warnings.json().rows as { key: string }[]).map((row) => row.key);
    expect(keys).toContain('Loading chunk 12 failed');
    expect(keys.join('')).not.toMatch(/[\u202e\u2028\u200b\u2066\ufeff]/);
  });

  it('refuses a required text that is blank once stripped, naming the field', async () => {
    const nuls = await post('/log/warn', JSON.stringify(warnLog({ message: '\u0000\u0000\u200b' })));
    expect(nuls.statusCode).toBe(400);
    expect(nuls.json()).toMatchObject({ field: 'body/message' });
    const id = await post('/analytics/vital', JSON.stringify(vitalReport({ id: '\u200b\u200b' })));
    expect(id.statusCode).toBe(400);
    expect(id.json()).toMatchObject({ field: 'body/id' });
  });
});
