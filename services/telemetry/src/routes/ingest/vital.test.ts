import { vitalReport } from '@opstap/contracts/fixtures';
import { MAX_BATCH, MAX_BODY_BYTES } from '@opstap/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, buildApp, flushed, SITE, type TestApp } from '../../../test/support/app.ts';

const json = { 'content-type': 'application/json', origin: SITE };
const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36';

describe('POST /analytics/vital (app.inject)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildApp();
  });
  afterAll(() => t.close());

  const post = (payload: unknown, headers: Record<string, string> = json) =>
    t.app.inject({
      method: 'POST',
      url: '/analytics/vital',
      headers,
      payload: typeof payload === 'string' || Buffer.isBuffer(payload) ? payload : JSON.stringify(payload),
    });

  /** Everything stored for one path, through the query API (as an analyst would see it). */
  async function storedFor(path: string, metric = 'LCP') {
    await flushed(t.app);
    const response = await t.app.inject({
      url: `/analytics/vitals/summary?metric=${metric}&groupBy=path&path=${encodeURIComponent(path)}`,
      headers: auth,
    });
    return response.json().rows;
  }

  it('accepts one object as application/json with 204 and stores it', async () => {
    const response = await post(vitalReport({ path: '/one-json', value: 2100 }));
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await storedFor('/one-json')).toMatchObject([
      { group: { path: '/one-json' }, count: 1, p75: 2100, good: 1 },
    ]);
  });

  it('stores free-text hints outside a vocabulary as other, and answers what was sent at /analytics/raw-values', async () => {
    const path = '/free-text';
    const sent = { connectionType: '<i>4g</i>', browser: 'Netscape <blink>', osVersion: 'eleven' };
    expect((await post([vitalReport({ path, ...sent }), vitalReport({ path, ...sent })])).statusCode).toBe(
      204,
    );
    await flushed(t.app);
    const grouped = await t.app.inject({
      url: `/analytics/vitals/summary?metric=LCP&groupBy=connectionType,browser&path=${path}`,
      headers: auth,
    });
    expect(grouped.json().rows).toMatchObject([
      { group: { connectionType: 'other', browser: 'other' }, count: 2 },
    ]);
    const raw = await t.app.inject({ url: '/analytics/raw-values', headers: auth });
    expect(raw.statusCode).toBe(200);
    expect(raw.json().rows).toEqual(
      expect.arrayContaining([
        { dimension: 'connectionType', value: '<i>4g</i>', count: 2 },
        { dimension: 'browser', value: 'Netscape <blink>', count: 2 },
        { dimension: 'osVersion', value: 'eleven', count: 2 },
      ]),
    );
    expect((await t.app.inject({ url: '/analytics/raw-values' })).statusCode).toBe(401);
  });

  it('accepts text/plain, as sendBeacon sends a string', async () => {
    const response = await post(vitalReport({ path: '/beacon' }), {
      'content-type': 'text/plain;charset=UTF-8',
      origin: SITE,
    });
    expect(response.statusCode).toBe(204);
    expect(await storedFor('/beacon')).toMatchObject([{ count: 1 }]);
  });

  it(`accepts an array of up to ${MAX_BATCH} and refuses ${MAX_BATCH + 1} naming the body`, async () => {
    const batch = Array.from({ length: MAX_BATCH }, (_, i) =>
      vitalReport({ path: '/batch', value: i * 100 }),
    );
    expect((await post(batch)).statusCode).toBe(204);
    expect(await storedFor('/batch')).toMatchObject([{ count: MAX_BATCH }]);
    const tooMany = await post([...batch, vitalReport()]);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ field: 'body' });
    expect(tooMany.json().message).toMatch(/50/);
  });

  it.each([
    ['a value over its bound', vitalReport({ value: 60_001 }), 'body/value'],
    ['a missing field', { ...vitalReport(), id: undefined }, 'body/id'],
    ['an unknown metric', vitalReport({ name: 'XYZ' as never }), 'body/name'],
    ['an unknown field', { ...vitalReport(), ip: '10.0.0.1' }, 'body/ip'],
    ['a number sent as a string', { ...vitalReport(), value: '100' }, 'body/value'],
    ['a path without a leading slash', vitalReport({ path: 'https://evil.example/' }), 'body/path'],
  ])('refuses %s with 400 naming the field', async (_label, payload, field) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', field });
  });

  it('names the element of an array that is wrong', async () => {
    const response = await post([vitalReport(), vitalReport(), vitalReport({ height: -1 })]);
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('body/2/height');
  });

  it('refuses bad JSON (either content type) and an empty array with 400', async () => {
    for (const type of ['application/json', 'text/plain']) {
      const response = await post('{"name": "LCP",', { 'content-type': type, origin: SITE });
      expect(response.statusCode).toBe(400);
      expect(response.json().field).toBe('body');
    }
    expect((await post([])).statusCode).toBe(400);
    expect((await post('"just a string"')).json().field).toBe('body');
  });

  it('refuses other content types with 415', async () => {
    for (const type of [
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
    ]) {
      const response = await post('name=LCP', { 'content-type': type, origin: SITE });
      expect(response.statusCode).toBe(415);
    }
  });

  it('refuses a body in another charset than UTF-8 with 415 naming the accepted one, and takes UTF-8 declared or not', async () => {
    const report = vitalReport({ path: '/werkgevers' });
    const utf16 = Buffer.from(`\ufeff${JSON.stringify(report)}`, 'utf16le');
    for (const type of ['application/json; charset=utf-16', 'text/plain;charset=UTF-16LE']) {
      const response = await post(utf16, { 'content-type': type, origin: SITE });
      expect(response.statusCode).toBe(415);
      expect(response.json().message).toMatch(/charset utf-16(le)? is not supported: send UTF-8/);
    }
    const latin1 = await post(JSON.stringify(report), {
      'content-type': 'text/plain; charset=ISO-8859-1',
      origin: SITE,
    });
    expect(latin1.statusCode).toBe(415);
    for (const type of ['application/json; charset=utf-8', 'text/plain;charset="UTF-8"', 'text/plain']) {
      const response = await post(JSON.stringify(vitalReport()), { 'content-type': type, origin: SITE });
      expect(response.statusCode).toBe(204);
    }
  });

  it(`refuses a body over ${MAX_BODY_BYTES} bytes with 413, even as text/plain`, async () => {
    const big = JSON.stringify(vitalReport({ id: 'x'.repeat(MAX_BODY_BYTES) }));
    expect((await post(big)).statusCode).toBe(413);
    expect((await post(big, { 'content-type': 'text/plain', origin: SITE })).statusCode).toBe(413);
  });

  it('recomputes the rating, strips the query string and hash, and fills device/OS/browser from the User-Agent', async () => {
    const { device: _d, os: _o, osVersion: _ov, browser: _b, browserVersion: _bv, ...bare } = vitalReport();
    const payload = { ...bare, value: 4500, rating: 'good', path: '/vacatures?email=a@b.nl#top' };
    const response = await post(payload, { ...json, 'user-agent': ANDROID_UA });
    expect(response.statusCode).toBe(204);
    expect(await storedFor('/vacatures')).toMatchObject([{ count: 1, poor: 1, good: 0 }]);
    await flushed(t.app);
    const byBrowser = await t.app.inject({
      url: '/analytics/vitals/summary?metric=LCP&groupBy=browser&path=/vacatures&device=mobile',
      headers: auth,
    });
    expect(byBrowser.json().rows).toMatchObject([{ group: { browser: 'Chrome' }, count: 1 }]);
  });

  it('answers crawlers with 204 and drops them, counted', async () => {
    const before = (await t.app.inject({ url: '/readyz' })).json().drops.bot;
    const response = await post(vitalReport({ path: '/crawled' }), {
      ...json,
      'user-agent': 'Googlebot/2.1',
    });
    expect(response.statusCode).toBe(204);
    expect(await storedFor('/crawled')).toEqual([]);
    expect((await t.app.inject({ url: '/readyz' })).json().drops.bot).toBe(before + 1);
  });

  it('counts refusals by reason', async () => {
    const drops = () => t.app.inject({ url: '/readyz' }).then((r) => r.json().drops);
    const before = await drops();
    await post({ nope: true });
    await post('x', { 'content-type': 'application/xml', origin: SITE });
    const after = await drops();
    expect(after.invalid).toBe(before.invalid + 1);
    expect(after.unsupportedMediaType).toBe(before.unsupportedMediaType + 1);
  });
});
