import { vitalReport, warnLog } from '@opstap/contracts/fixtures';
import { describe, expect, it } from 'vitest';

import { toVitalRow, toWarnRow } from './normalise.ts';
import { OVERFLOW, RawValueTally } from './raw-values.ts';
import { RAW_VALUE_MAX_LENGTH } from '../store/types.ts';
import { cleanPath } from './sanitise.ts';
import { isBot, parseUserAgent } from './user-agent.ts';

const facts = { receivedAt: new Date('2026-11-01T10:00:00Z'), userAgent: undefined, referer: undefined };

describe('normalising a beacon', () => {
  it('recomputes the rating whatever the client claims', () => {
    expect(toVitalRow(vitalReport({ name: 'INP', value: 501, rating: 'good' }), facts).rating).toBe('poor');
    expect(toVitalRow(vitalReport({ name: 'CLS', value: 0.1, rating: 'poor' }), facts).rating).toBe('good');
  });

  it('keeps the value to the microsecond (CLS to six decimals) and rates what it keeps (decision 0605)', () => {
    const lcp = toVitalRow(vitalReport({ name: 'LCP', value: 2500.0004 }), facts);
    expect([lcp.value, lcp.rating]).toEqual([2500, 'good']);
    expect(toVitalRow(vitalReport({ name: 'LCP', value: 1234.5678 }), facts).value).toBe(1234.568);
    expect(toVitalRow(vitalReport({ name: 'CLS', value: 0.12345678 }), facts).value).toBe(0.123457);
    expect(toVitalRow(vitalReport({ name: 'INP', value: 200 }), facts).value).toBe(200);
  });

  it('keeps the page view and whether the browser reports soft navigations; older clients say neither', () => {
    const soft = toVitalRow(
      vitalReport({
        navigationType: 'soft-navigation',
        pageViewId: 'mitk3z-4fzyo1-2',
        softNavigations: true,
      }),
      facts,
    );
    expect(soft).toMatchObject({
      navigationType: 'soft-navigation',
      pageViewId: 'mitk3z-4fzyo1-2',
      softNavigations: 'yes',
    });
    expect(toVitalRow(vitalReport({ softNavigations: false }), facts).softNavigations).toBe('no');
    const { pageViewId: _id, softNavigations: _soft, ...older } = vitalReport();
    expect(toVitalRow(older, facts)).toMatchObject({ pageViewId: '', softNavigations: '' });
  });

  it('stores a connection type outside the vocabulary as other, never as a dimension value of its own', () => {
    const connection = (connectionType: string) =>
      toVitalRow(vitalReport({ connectionType }), facts).connectionType;
    expect(['4g', '3G', 'slow-2g', 'unknown'].map(connection)).toEqual(['4g', '3g', 'slow-2g', 'unknown']);
    expect(['<i>4g</i>', '5g', 'wifi', '=1+2'].map(connection)).toEqual(['other', 'other', 'other', 'other']);
  });

  it("stores every free-text hint outside its dimension's vocabulary as other, and notes what was sent apart", () => {
    const raw = new RawValueTally();
    const row = toVitalRow(
      vitalReport({
        connectionType: '<i>4g</i>',
        browser: 'Hacker<script>',
        os: 'TempleOS',
        osVersion: 'x.y',
        browserVersion: '=1+2',
        appVersion: '1.7.0 beta',
        appType: 'home page',
      }),
      facts,
      raw,
    );
    expect(row).toMatchObject({
      connectionType: 'other',
      browser: 'other',
      os: 'other',
      osVersion: 'other',
      browserVersion: 'other',
      appVersion: 'other',
      appType: 'other',
    });
    expect(raw.drain().sort((a, b) => (a.dimension < b.dimension ? -1 : 1))).toEqual([
      { dimension: 'appType', value: 'home page', count: 1 },
      { dimension: 'appVersion', value: '1.7.0 beta', count: 1 },
      { dimension: 'browser', value: 'Hacker<script>', count: 1 },
      { dimension: 'browserVersion', value: '=1+2', count: 1 },
      { dimension: 'connectionType', value: '<i>4g</i>', count: 1 },
      { dimension: 'os', value: 'TempleOS', count: 1 },
      { dimension: 'osVersion', value: 'x.y', count: 1 },
    ]);
    // In the vocabulary: nothing noted; versions truncated as the header's are.
    const known = toVitalRow(vitalReport({ osVersion: '10.15.7', appVersion: '1.7.0-rc.1' }), facts, raw);
    expect(known).toMatchObject({ osVersion: '10.15', browser: 'Chrome', appVersion: '1.7.0-rc.1' });
    expect(raw.drain()).toEqual([]);
    // A header's browser outside the vocabulary too, and a warning's.
    const yandex =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 YaBrowser/25.2.0.0 Safari/537.36';
    expect(toWarnRow(warnLog({ userAgent: yandex }), facts, 'w-1', raw).browser).toBe('other');
    expect(raw.drain()).toEqual([{ dimension: 'browser', value: 'Yandex Browser', count: 1 }]);
  });

  it('bounds the raw values it notes: characters per value, distinct values per dimension between writes', () => {
    const raw = new RawValueTally();
    for (let i = 0; i < 500; i += 1) raw.note('browser', `browser ${i % 250} ${'x'.repeat(100)}`);
    const counts = raw.drain();
    expect(counts.every((c) => c.value.length <= RAW_VALUE_MAX_LENGTH)).toBe(true);
    expect(counts.length).toBeLessThanOrEqual(201);
    expect(counts.reduce((sum, c) => sum + c.count, 0)).toBe(500);
    expect(counts.find((c) => c.value === OVERFLOW)?.count).toBe(100);
  });

  it('keeps only the path', () => {
    expect(cleanPath('/en/employers?token=secret#x')).toBe('/en/employers');
    expect(cleanPath('/a#b?c')).toBe('/a');
    expect(cleanPath('/tab\there')).toBe('/tabhere');
  });

  it('caps a warning and keeps the stack trace lines', () => {
    const row = toWarnRow(
      warnLog({ stacktrace: 'a\n\tb\u0007' + 'z'.repeat(10_000), message: '😀'.repeat(600) }),
      facts,
      'w-1',
    );
    expect(row.stacktrace.startsWith('a\n\tbz')).toBe(true);
    expect(row.stacktrace).toHaveLength(8192);
    expect(row.message.length).toBeLessThanOrEqual(1024);
    expect(row.message.endsWith('😀')).toBe(true); // never half a surrogate pair
  });
});

describe('the User-Agent', () => {
  it.each([
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'mobile',
      'iOS',
      '17.5',
      'Safari',
      '17',
    ],
    [
      'Mozilla/5.0 (iPad; CPU OS 16_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.1 Mobile/15E148 Safari/604.1',
      'tablet',
      'iOS',
      '16.1',
      'Safari',
      '16',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
      'mobile',
      'Android',
      '14',
      'Samsung Internet',
      '25',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Edg/140.0.0.0',
      'desktop',
      'Windows',
      '10.0',
      'Edge',
      '140',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
      'desktop',
      'macOS',
      '10.15',
      'Safari',
      '18',
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
      'desktop',
      'Linux',
      'unknown',
      'Firefox',
      '133',
    ],
  ])('%s', (ua, device, os, osVersion, browser, browserVersion) => {
    expect(parseUserAgent(ua)).toEqual({ device, os, osVersion, browser, browserVersion });
  });

  it('fills only what the client left out', () => {
    const { browser: _b, ...rest } = vitalReport({ os: 'Chrome OS' });
    const row = toVitalRow(rest, {
      ...facts,
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
    });
    expect(row).toMatchObject({ browser: 'Firefox', os: 'ChromeOS' });
    expect(parseUserAgent(undefined)).toMatchObject({ device: 'desktop', browser: 'unknown' });
  });

  it('tells crawlers from people and from headless test browsers', () => {
    expect(isBot('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(true);
    expect(
      isBot('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/140.0.0.0 Safari/537.36'),
    ).toBe(false);
    expect(isBot(undefined)).toBe(false);
  });
});
