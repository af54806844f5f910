import { vitalReport, warnLog } from '@opstap/contracts/fixtures';
import { describe, expect, it } from 'vitest';
import { cleanInvoker, cleanSelector, cleanUrl } from './attribution.ts';
import { messageClass } from './message-class.ts';
import { toVitalRow, toWarnRow } from './normalise.ts';

const facts = { receivedAt: new Date('2026-11-01T10:00:00Z'), userAgent: undefined, referer: undefined };
const EDGE_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Edg/140.0.0.0';
const CROS_UA =
  'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

describe('one user-agent vocabulary (docs/decisions/0120-user-agent-vocabulary.md)', () => {
  const bare = () => {
    const { os: _o, osVersion: _ov, browser: _b, browserVersion: _bv, ...rest } = vitalReport();
    return rest;
  };

  it('names Edge and ChromeOS the same whether the client or the User-Agent said it', () => {
    const fromHints = toVitalRow(vitalReport({ browser: 'Microsoft Edge', os: 'Chrome OS' }), facts);
    const fromHeader = toVitalRow(bare(), { ...facts, userAgent: EDGE_UA });
    const fromCros = toVitalRow(bare(), { ...facts, userAgent: CROS_UA });
    expect(fromHints).toMatchObject({ browser: 'Edge', os: 'ChromeOS' });
    expect(fromHeader).toMatchObject({ browser: 'Edge', os: 'Windows', browserVersion: '140' });
    expect(fromCros).toMatchObject({ browser: 'Chrome', os: 'ChromeOS' });
    expect(toWarnRow(warnLog({ userAgent: EDGE_UA }), facts, 'w-1').browser).toBe('Edge');
  });

  it.each([
    ['Google Chrome', 'Chrome'],
    ['Samsung Internet for Android', 'Samsung Internet'],
    ['Mobile Safari', 'Safari'],
    ['Yandex Browser', 'other'],
  ])('a client’s %s is stored as %s', (sent, stored) => {
    expect(toVitalRow(vitalReport({ browser: sent }), facts).browser).toBe(stored);
  });

  it('keeps the osVersion a Linux client sent (Client Hints), and "unknown" from a Linux User-Agent', () => {
    const linux = vitalReport({ os: 'Linux', osVersion: '6.8' });
    expect(toVitalRow(linux, facts)).toMatchObject({ os: 'Linux', osVersion: '6.8' });
    const { osVersion: _ov, ...noVersion } = linux;
    const ua =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
    expect(toVitalRow(noVersion, { ...facts, userAgent: ua }).osVersion).toBe('unknown');
  });
});

describe('screen (page family)', () => {
  it.each([
    ['/werkgevers', 'employers'],
    ['/employers', 'employers'],
    ['/werkgevers-bedrijf112', 'employers'],
    ['/nope/nothing', 'not-found'],
  ])('derives %s → %s from the route table when the client sends none', (path, screen) => {
    expect(toVitalRow(vitalReport({ path }), facts).screen).toBe(screen);
    expect(toWarnRow(warnLog({ path }), facts, 'w-1').screen).toBe(screen);
  });

  it('keeps a known screen the client sent, and ignores one the route table does not know', () => {
    expect(toVitalRow(vitalReport({ path: '/x', screen: 'press' }), facts).screen).toBe('press');
    expect(toVitalRow(vitalReport({ path: '/werkgevers', screen: 'made-up' }), facts).screen).toBe(
      'employers',
    );
  });
});

describe('attribution scrubbing', () => {
  it('keeps origin and path of URLs, nothing of query strings, fragments or other schemes', () => {
    expect(cleanUrl('https://cdn.opstap.nl/img/hero.avif?email=a@b.nl#x')).toBe(
      'https://cdn.opstap.nl/img/hero.avif',
    );
    expect(cleanUrl('data:image/png;base64,AAAA')).toBe('');
    expect(cleanUrl('/relative.js')).toBe('');
    expect(cleanUrl(`https://x.example/${'a'.repeat(1000)}`)).toHaveLength(300);
  });

  it('drops attribute values and quoted text from selectors and invokers', () => {
    expect(cleanSelector('main > img[alt="Sanne de Vries"]')).toBe('main > img[]');
    expect(cleanSelector('div.card:nth-child(2)')).toBe('div.card:nth-child(2)');
    expect(cleanInvoker('BUTTON#apply.onclick')).toBe('BUTTON#apply.onclick');
    expect(cleanInvoker('https://www.opstap.nl/static/js/main.js?v=1')).toBe(
      'https://www.opstap.nl/static/js/main.js',
    );
  });

  it('stores every key, flattened, and empties for what the report lacks', () => {
    const row = toVitalRow(
      vitalReport({
        name: 'INP',
        navigationType: 'reload',
        attribution: {
          interactionTarget: 'button#apply',
          interactionType: 'pointer',
          inputDelay: 4,
          longestScript: {
            url: 'https://www.opstap.nl/static/js/apply.js?x=1',
            invoker: 'BUTTON#apply.onclick',
          },
        },
      }),
      facts,
    );
    expect(row.navigationType).toBe('reload');
    expect(row.attribution).toMatchObject({
      interactionTarget: 'button#apply',
      interactionType: 'pointer',
      inputDelay: 4,
      scriptUrl: 'https://www.opstap.nl/static/js/apply.js',
      scriptInvoker: 'BUTTON#apply.onclick',
      target: '',
      processingDuration: null,
    });
  });

  it('keeps timings to the microsecond and a shift to the millionth, as values (decision 0605)', () => {
    const row = toVitalRow(
      vitalReport({
        name: 'LCP',
        attribution: { elementRenderDelay: 812.3456789, timeToFirstByte: 0.0004 },
      }),
      facts,
    );
    expect(row.attribution).toMatchObject({ elementRenderDelay: 812.346, timeToFirstByte: 0 });
    const shift = toVitalRow(
      vitalReport({ name: 'CLS', value: 0.1, attribution: { largestShiftValue: 0.12345678 } }),
      facts,
    );
    expect(shift.attribution.largestShiftValue).toBe(0.123457);
  });
});

describe('messageClass', () => {
  it.each([
    ['Loading chunk 12 failed', 'Loading chunk * failed'],
    ['Loading chunk employers.3fa9c1d2 failed', 'Loading chunk * failed'],
    [
      'Loading CSS chunk 7 failed. (https://www.opstap.nl/static/css/7.ab12cd34.chunk.css)',
      'Loading CSS chunk * failed. (https://www.opstap.nl/static/css/*.chunk.css)',
    ],
    [
      'Failed to fetch dynamically imported module: https://www.opstap.nl/static/js/employers.3fa9c1d2.chunk.js?v=2',
      'Failed to fetch dynamically imported module: https://www.opstap.nl/static/js/employers.*.chunk.js',
    ],
    ['Page load took 5321 ms', 'Page load took * ms'],
    ['Timed out', 'Timed out'],
  ])('%s → %s', (message, expected) => {
    expect(messageClass(message)).toBe(expected);
  });

  it('is stored beside the raw message', () => {
    const row = toWarnRow(warnLog({ message: 'Loading chunk 99 failed', appVersion: '1.7.0' }), facts, 'w-1');
    expect(row).toMatchObject({
      message: 'Loading chunk 99 failed',
      messageClass: 'Loading chunk * failed',
      appVersion: '1.7.0',
    });
  });
});
