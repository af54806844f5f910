import { vitalReport, warnLog } from '@opstap/contracts/fixtures';
import type { SummaryRow } from '@opstap/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quantileCont, random } from '../../../test/store/store-contract-data.ts';
import { auth, buildApp, flushed, SITE, type TestApp } from '../../../test/support/app.ts';

/**
 * The analysts' newer questions through app.inject, answers computed here: a planted release regression,
 * the slow element, a histogram, warning rates and releases.
 */
describe('analytics API (app.inject)', () => {
  let t: TestApp;
  const next = random(14);
  const gauss = () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
  // 1.6.0 then 1.7.0; 1.7.0 makes LCP on the employers screen 1.5 s slower, nothing else.
  const lcp = (appVersion: string, path: string) => {
    const slower = appVersion === '1.7.0' && path !== '/' ? 1500 : 0;
    const target = next() < 0.6 ? 'main > img.hero' : 'h1';
    const value = Math.round(Math.exp(7.5 + 0.4 * gauss()) + slower + (target === 'h1' ? -400 : 0));
    return vitalReport({
      name: 'LCP',
      value: Math.min(Math.max(value, 1), 60_000),
      appVersion,
      path,
      attribution: {
        target,
        url: target === 'h1' ? undefined : 'https://www.opstap.nl/static/hero.avif?w=800',
      },
    });
  };
  const reports = ['1.6.0', '1.7.0'].flatMap((appVersion) =>
    ['/werkgevers', '/employers', '/werkgevers-acme', '/'].flatMap((path) => [
      ...Array.from({ length: 120 }, () => lcp(appVersion, path)),
      ...Array.from({ length: 30 }, () => vitalReport({ name: 'TTFB', value: 300, appVersion, path })),
    ]),
  );

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: auth });
  const post = (url: string, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', origin: SITE },
      payload: JSON.stringify(payload),
    });

  beforeAll(async () => {
    t = await buildApp();
    for (let i = 0; i < reports.length; i += 50) {
      expect((await post('/analytics/vital', reports.slice(i, i + 50))).statusCode).toBe(204);
    }
    const chunk = (message: string, path: string) => warnLog({ message, path, appVersion: '1.7.0' });
    expect(
      (
        await post('/log/warn', [
          chunk('Loading chunk 12 failed', '/werkgevers'),
          chunk('Loading chunk employers.3fa9c1d2 failed', '/werkgevers'),
          chunk('Loading chunk 7 failed', '/'),
          // Another class with the same text up to its first star: an exact filter keeps it apart.
          chunk('Loading chunk 9 failed (timeout: 2000 ms)', '/werkgevers-acme'),
        ])
      ).statusCode,
    ).toBe(204);
    await flushed(t.app);
  });
  afterAll(() => t.close());

  it('compare: the planted regression is "worse" on the employers screen only', async () => {
    const response = await get(
      '/analytics/vitals/compare?metric=LCP&baseline=1.6.0&candidate=1.7.0&groupBy=screen',
    );
    expect(response.statusCode).toBe(200);
    const rows = response.json().rows as { key: string; verdict: string; baseline: { count: number } }[];
    expect(rows.map((row) => [row.key, row.verdict, row.baseline.count])).toEqual([
      ['employers', 'worse', 360],
      ['jobseekers', 'no-change', 120],
    ]);
  });

  it('compare: Holm-corrects across the groups tested and names it; reads both releases whole by default', async () => {
    const body = (
      await get('/analytics/vitals/compare?metric=LCP&baseline=1.6.0&candidate=1.7.0&groupBy=screen')
    ).json();
    expect(body.correction).toEqual({ method: 'holm', familyWiseErrorRate: 0.05, tests: 2 });
    expect(body.method).toContain('docs/decisions/0132');
    // Two groups: the first rejected at 0.05 / 2, the other (not rejected) at the level the step-down stopped.
    expect(body.rows.map((row: { confidence: number }) => row.confidence)).toEqual([0.975, 0.95]);
    const releases = (await get('/analytics/releases')).json().rows as {
      firstSeen: string;
      lastSeen: string;
    }[];
    const first = new Date(Math.min(...releases.map((r) => Date.parse(r.firstSeen))));
    expect(body.from).toBe(`${first.toISOString().slice(0, 10)}T00:00:00.000Z`);
    expect(Date.parse(body.to)).toBeGreaterThanOrEqual(
      Math.max(...releases.map((r) => Date.parse(r.lastSeen))),
    );
    expect(body.rows.map((row: { baseline: { count: number } }) => row.baseline.count)).toEqual([360, 120]);
  });

  it('compare: an insufficient verdict says which release lacks how many values, and the minimum', async () => {
    const body = (
      await get('/analytics/vitals/compare?metric=LCP&baseline=1.6.0&candidate=9.9.9&groupBy=screen')
    ).json();
    expect(body.correction.tests).toBe(0);
    expect(body.rows[0]).toMatchObject({
      key: 'employers',
      verdict: 'insufficient',
      interval: null,
      confidence: null,
      missing: {
        reason: 'candidate 9.9.9: 0 of 50 values',
        sides: [{ side: 'candidate', release: '9.9.9', count: 0 }],
        minSamples: 50,
      },
    });
    const both = (
      await get(
        '/analytics/vitals/compare?metric=LCP&baseline=1.6.0&candidate=1.7.0&groupBy=screen&minSamples=200',
      )
    ).json();
    expect(both.rows[1].missing).toEqual({
      reason: 'baseline 1.6.0: 120 of 200 values; candidate 1.7.0: 120 of 200 values',
      sides: [
        { side: 'baseline', release: '1.6.0', count: 120 },
        { side: 'candidate', release: '1.7.0', count: 120 },
      ],
      minSamples: 200,
    });
  });

  it('summary: groups by screen and release, with p50/p95 as computed here', async () => {
    const response = await get(
      '/analytics/vitals/summary?metric=LCP&groupBy=screen,appVersion&percentiles=50,95',
    );
    const row = response
      .json()
      .rows.find((r: SummaryRow) => r.group.screen === 'employers' && r.group.appVersion === '1.7.0');
    const values = reports
      .filter((r) => r.name === 'LCP' && r.appVersion === '1.7.0' && r.path !== '/')
      .map((r) => r.value);
    expect(row).toMatchObject({ group: { screen: 'employers', appVersion: '1.7.0' }, count: values.length });
    expect(row.percentiles['50']).toBeCloseTo(quantileCont(values, 0.5), 6);
    expect(row.percentiles['95']).toBeCloseTo(quantileCont(values, 0.95), 6);
    expect(row.p75).toBeCloseTo(quantileCont(values, 0.75), 6);
  });

  it('attribution: targets and resources ranked by poor samples, URLs without their query', async () => {
    const body = (await get('/analytics/vitals/attribution?metric=LCP&screen=employers')).json();
    const lcps = reports.filter((r) => r.name === 'LCP' && r.path !== '/');
    const poor = (r: (typeof lcps)[number]) => r.value > 4000;
    const hero = lcps.filter((r) => r.attribution?.target === 'main > img.hero');
    expect(body.poorCount).toBe(lcps.filter(poor).length);
    expect(body.targets[0]).toMatchObject({
      value: 'main > img.hero',
      count: hero.length,
      poorCount: hero.filter(poor).length,
    });
    expect(body.targets[0].poorShare).toBeCloseTo(hero.filter(poor).length / lcps.filter(poor).length, 9);
    expect(body.resources).toEqual([
      expect.objectContaining({ value: 'https://www.opstap.nl/static/hero.avif', count: hero.length }),
    ]);
    expect(body.scripts).toEqual([]);
  });

  it('histogram: buckets up to p99 and an overflow that together hold every sample', async () => {
    const body = (await get('/analytics/vitals/histogram?metric=LCP&buckets=10')).json();
    const values = reports.filter((r) => r.name === 'LCP').map((r) => r.value);
    expect(body.count).toBe(values.length);
    expect(body.buckets).toHaveLength(11);
    expect(body.buckets[0].lower).toBe(Math.min(...values));
    expect(body.buckets[10]).toMatchObject({ upper: null });
    expect(body.buckets[10].lower).toBeCloseTo(quantileCont(values, 0.99), 6);
    expect(body.max).toBe(Math.max(...values));
    expect(body.buckets.reduce((sum: number, b: { count: number }) => sum + b.count, 0)).toBe(values.length);
    expect(body.thresholds).toEqual({ good: 2500, poor: 4000 });
  });

  it('warnings: one class for the chunk failures, with a rate per 1,000 page views of the page', async () => {
    const byClass = (await get('/analytics/warnings?groupBy=messageClass')).json().rows;
    expect(byClass).toEqual([
      {
        key: 'Loading chunk * failed',
        group: { messageClass: 'Loading chunk * failed' },
        count: 3,
        pageViews: 240,
        rate: 12.5,
      },
      expect.objectContaining({ key: 'Loading chunk * failed (timeout: * ms)', count: 1 }),
    ]);
    const byPath = (await get('/analytics/warnings?groupBy=path&messagePrefix=Loading%20chunk')).json().rows;
    expect(byPath).toEqual([
      expect.objectContaining({ key: '/', count: 1, pageViews: 60, rate: 1000 / 60 }),
      expect.objectContaining({ key: '/werkgevers', count: 2, pageViews: 60, rate: 2000 / 60 }),
      expect.objectContaining({ key: '/werkgevers-acme', count: 1, pageViews: 60 }),
    ]);
  });

  it('warnings: a class filter is that class exactly; two dimensions at once; filters narrow the page views too', async () => {
    const chunk = encodeURIComponent('Loading chunk * failed');
    const body = (await get(`/analytics/warnings?groupBy=path,browser&messageClass=${chunk}`)).json();
    expect(body.groupBy).toBe('path,browser');
    expect(body.rows).toEqual([
      {
        key: '/ / Chrome',
        group: { path: '/', browser: 'Chrome' },
        count: 1,
        pageViews: 60,
        rate: 1000 / 60,
      },
      {
        key: '/werkgevers / Chrome',
        group: { path: '/werkgevers', browser: 'Chrome' },
        count: 2,
        pageViews: 60,
        rate: 2000 / 60,
      },
    ]);
    const filtered = (
      await get(
        `/analytics/warnings?groupBy=messageClass&messageClass=${chunk}&path=/werkgevers&browser=Chrome&appVersion=1.7.0`,
      )
    ).json().rows;
    // 1.7.0's page views of /werkgevers in Chrome: 30 of the 60.
    expect(filtered).toEqual([expect.objectContaining({ count: 2, pageViews: 30, rate: 2000 / 30 })]);
    const elsewhere = (
      await get(`/analytics/warnings?groupBy=path&messageClass=${chunk}&browser=Firefox`)
    ).json();
    expect(elsewhere.rows).toEqual([]);
  });

  it('warnings: minPageViews leaves out groups with fewer page views and says what it left out', async () => {
    const chunk = encodeURIComponent('Loading chunk * failed');
    const all = (await get(`/analytics/warnings?groupBy=path&messageClass=${chunk}`)).json();
    expect(all).toMatchObject({ minPageViews: 0, belowMinimum: { groups: 0, count: 0 } });
    const some = (
      await get(`/analytics/warnings?groupBy=path&messageClass=${chunk}&appVersion=1.7.0&minPageViews=31`)
    ).json();
    // Each path has 30 page views of 1.7.0: all below 31.
    expect(some).toMatchObject({ minPageViews: 31, belowMinimum: { groups: 2, count: 3 }, rows: [] });
    expect(
      (await get(`/analytics/warnings?groupBy=path&messageClass=${chunk}&minPageViews=60`)).json().rows,
    ).toHaveLength(2);
  });

  it('warnings: an answer of more groups than QUERY_MAX_ROWS is refused, as every answer is', async () => {
    const small = await buildApp({ QUERY_MAX_ROWS: '1' });
    try {
      const logs = ['/a', '/b'].map((path) => warnLog({ message: 'Loading chunk 1 failed', path }));
      const posted = await small.app.inject({
        method: 'POST',
        url: '/log/warn',
        headers: { 'content-type': 'application/json', origin: SITE },
        payload: JSON.stringify(logs),
      });
      expect(posted.statusCode).toBe(204);
      await flushed(small.app);
      const ask = (groupBy: string) =>
        small.app.inject({ url: `/analytics/warnings?groupBy=${groupBy}`, headers: auth });
      expect((await ask('messageClass')).statusCode).toBe(200);
      const refused = await ask('path,browser');
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(/more than 1 row/);
    } finally {
      await small.close();
    }
  });

  it('warnings by day: every day of the window, empty days as 0, the day not over yet partial', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    const body = (await get(`/analytics/warnings?groupBy=day&from=${threeDaysAgo}`)).json();
    expect(
      body.rows.map((r: { key: string; count: number; partial: boolean }) => [r.key, r.count, r.partial]),
    ).toEqual([
      [threeDaysAgo, 0, false],
      [new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10), 0, false],
      [new Date(Date.now() - 86_400_000).toISOString().slice(0, 10), 0, false],
      [today, 4, true],
    ]);
    expect(body.rows[0]).toMatchObject({ pageViews: 0, rate: null });
  });
  it('releases: both versions with page views', async () => {
    const rows = (await get('/analytics/releases')).json().rows;
    expect(
      rows.map((row: { appVersion: string; pageViews: number }) => [row.appVersion, row.pageViews]),
    ).toEqual([
      ['1.6.0', 120],
      ['1.7.0', 120],
    ]);
  });

  it('passing: per screen and device, insufficient without INP and CLS, with a site row', async () => {
    const body = (await get('/analytics/vitals/passing')).json();
    expect(body.minSamples).toBe(50);
    expect(body.rows).toContainEqual(
      expect.objectContaining({ key: 'employers', device: 'mobile', verdict: 'insufficient' }),
    );
    expect(body.site).toEqual([{ device: 'mobile', pageViews: 240, passingShare: 0 }]);
  });
});
