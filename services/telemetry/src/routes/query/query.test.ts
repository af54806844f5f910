import { vitalReport, warnLog } from '@opstap/contracts/fixtures';
import type { SummaryResponse, TrendResponse } from '@opstap/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectedSummary,
  HOSTILE_STRINGS,
  random,
  roundRows,
} from '../../../test/store/store-contract-data.ts';
import type { VitalRow } from '../../store/types.ts';
import { auth, buildApp, flushed, SITE, TOKEN, type TestApp } from '../../../test/support/app.ts';

/**
 * The analysts' query API through app.inject: auth, hostile input, figures (each parameter's 400:
 * query-params.test.ts).
 */
describe('query API (app.inject)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildApp();
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = auth) =>
    t.app.inject({ method: 'GET', url, headers });
  const ingest = (url: string, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', origin: SITE },
      payload: JSON.stringify(payload),
    });

  describe('auth', () => {
    const urls = ['/analytics/vitals/summary?metric=LCP', '/analytics/vitals/passing', '/analytics/warnings'];
    it.each(urls)(
      '%s answers 401 without the token, with a wrong one, or with another scheme',
      async (url) => {
        for (const headers of [
          {},
          { authorization: 'Bearer wrong-token' },
          { authorization: `Basic ${TOKEN}` },
          { authorization: `Bearer ${TOKEN}x` },
        ] as Record<string, string>[]) {
          const response = await get(url, headers);
          expect(response.statusCode).toBe(401);
          expect(response.headers['www-authenticate']).toMatch(/^Bearer/);
        }
        expect((await get(url)).statusCode).toBe(200);
      },
    );

    it('leaves the beacons open: they need no token', async () => {
      expect((await ingest('/analytics/vital', vitalReport())).statusCode).toBe(204);
    });
  });

  describe('injection attempts in every string parameter', () => {
    const attacks = [
      "LCP' OR '1'='1",
      'LCP; DROP TABLE vitals; --',
      'path) UNION SELECT * FROM warnings --',
      '%27%20OR%201=1',
    ];
    // Every string parameter of every query route except `path` is a closed set or a date.
    const params: [route: string, base: string, param: string][] = [
      ...['metric', 'groupBy', 'from', 'to', 'device', 'country'].map(
        (param) =>
          ['vitals/summary', param === 'metric' ? '' : 'metric=LCP&', param] as [string, string, string],
      ),
      ...['from', 'to', 'device', 'country'].map(
        (param) => ['vitals/passing', '', param] as [string, string, string],
      ),
      ...['from', 'to', 'groupBy'].map((param) => ['warnings', '', param] as [string, string, string]),
    ];
    it.each(params)('refuses them in %s %s%s with 400 and the tables survive', async (route, base, param) => {
      for (const attack of attacks) {
        const response = await get(`/analytics/${route}?${base}${param}=${encodeURIComponent(attack)}`);
        expect(response.statusCode).toBe(400);
        expect(response.json().field).toBe(`querystring/${param}`);
      }
      expect((await get('/readyz')).json().status).toBe('ready');
    });

    it('treats them in path (a free string) as a value: stored, filtered and returned verbatim', async () => {
      for (const path of HOSTILE_STRINGS)
        expect((await ingest('/analytics/vital', vitalReport({ path, value: 3333 }))).statusCode).toBe(204);
      expect(
        (
          await ingest(
            '/log/warn',
            HOSTILE_STRINGS.map((path) => warnLog({ path, message: path })),
          )
        ).statusCode,
      ).toBe(204);
      await flushed(t.app);
      for (const sent of HOSTILE_STRINGS) {
        const path = sent.split(/[?#]/)[0] ?? ''; // the service strips a query string from every path
        const query = `path=${encodeURIComponent(path)}`;
        const summary = await get(`/analytics/vitals/summary?metric=LCP&groupBy=path&${query}`);
        expect(summary.json().rows).toEqual([
          expect.objectContaining({ group: { path }, count: 1, p75: 3333 }),
        ]);
        const passing = await get(`/analytics/vitals/passing?groupBy=path&${query}`);
        expect(passing.json().rows).toEqual([
          expect.objectContaining({
            key: path,
            metrics: expect.objectContaining({ LCP: { p75: 3333, count: 1, rating: 'needs-improvement' } }),
            verdict: 'insufficient',
          }),
        ]);
      }
      const messages = (await get('/analytics/warnings?groupBy=message'))
        .json()
        .rows.map((row: { key: string }) => row.key);
      for (const path of HOSTILE_STRINGS) expect(messages).toContain(path);
    });
  });

  describe("the site's figures, unless another app is asked for", () => {
    // Paths of their own, so the other blocks' reports stay out of these counts. A page view each (its
    // TTFB report), so that each app has a release.
    const site = [
      ...Array.from({ length: 3 }, () =>
        vitalReport({ name: 'LCP', value: 1000, path: '/apps/site', appVersion: 'site-1' }),
      ),
      vitalReport({ name: 'TTFB', value: 100, path: '/apps/site', appVersion: 'site-1' }),
    ];
    const dashboard = (['LCP', 'LCP', 'TTFB'] as const).map((name) =>
      vitalReport({
        name,
        value: name === 'LCP' ? 5000 : 100,
        path: '/apps/site',
        appType: 'dashboard',
        appVersion: 'dashboard-1',
      }),
    );
    beforeAll(async () => {
      expect((await ingest('/analytics/vital', [...site, ...dashboard])).statusCode).toBe(204);
      await flushed(t.app);
    });
    const counted = async (query: string) =>
      (await get(`/analytics/vitals/summary?metric=LCP&groupBy=path&path=/apps/site${query}`)).json().rows;

    it("counts only the site's page views when no appType is given; appType picks another app's", async () => {
      expect(await counted('')).toEqual([
        expect.objectContaining({ group: { path: '/apps/site' }, count: 3, p75: 1000 }),
      ]);
      expect(await counted('&appType=dashboard')).toEqual([
        expect.objectContaining({ group: { path: '/apps/site' }, count: 2, p75: 5000 }),
      ]);
    });

    it("lists the site's releases, not the dashboard's, unless asked", async () => {
      const versions = async (query: string) =>
        ((await get(`/analytics/releases${query}`)).json().rows as { appVersion: string }[]).map(
          (row) => row.appVersion,
        );
      expect(await versions('')).toContain('site-1');
      expect(await versions('')).not.toContain('dashboard-1');
      expect(await versions('?appType=dashboard')).toEqual(['dashboard-1']);
    });
  });

  describe('figures against values computed in the test', () => {
    const next = random(2026);
    const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T;
    const reports = Array.from({ length: 400 }, () => {
      const name = pick(['LCP', 'INP', 'CLS'] as const);
      // CLS within its contract bound (100); timings in ms, some fractional.
      const value = Math.round(next() * 6000) / (name === 'CLS' || next() < 0.3 ? 10_000 : 1);
      return vitalReport({
        name,
        value,
        path: pick(['/figures/a', '/figures/b']),
        device: pick(['mobile', 'desktop'] as const),
        country: pick(['nl', 'gb'] as const),
        language: pick(['nl', 'en'] as const),
      });
    });
    beforeAll(async () => {
      for (let i = 0; i < reports.length; i += 50) {
        expect((await ingest('/analytics/vital', reports.slice(i, i + 50))).statusCode).toBe(204);
      }
      await flushed(t.app);
    });
    const asRows = (items: typeof reports) =>
      items.map((r) => ({ ...r, receivedAt: new Date() }) as unknown as VitalRow);

    it.each(['path', 'device', 'country', 'language'] as const)(
      'summary p75 and shares by %s',
      async (groupBy) => {
        for (const metric of ['LCP', 'INP', 'CLS'] as const) {
          const response = await get(
            `/analytics/vitals/summary?metric=${metric}&groupBy=${groupBy}&country=gb`,
          );
          expect(response.statusCode).toBe(200);
          const body = response.json() as SummaryResponse;
          expect(body).toMatchObject({ metric, groupBy: [groupBy] });
          expect(new Date(body.to).getTime() - new Date(body.from).getTime()).toBe(28 * 86_400_000);
          // Only this block sends country=gb, so the filter isolates its reports from the other tests'.
          const kept = asRows(reports.filter((r) => r.country === 'gb'));
          const expected = expectedSummary(metric, kept, (row) => String(row[groupBy])).map((row) =>
            // Answers give CLS to 3 decimals.
            metric === 'CLS' ? { ...row, p75: Math.round(row.p75 * 1000) / 1000 } : row,
          );
          expect(expected.length).toBeGreaterThan(0);
          const answered = body.rows.map((row) => ({
            ...row,
            key: row.group[groupBy] ?? '',
            p75: row.p75 ?? NaN,
          }));
          expect(roundRows(answered)).toEqual(roundRows(expected));
        }
      },
    );

    it('summary by day groups on the UTC day of arrival, every day present, today partial', async () => {
      const response = await get('/analytics/vitals/summary?metric=LCP&groupBy=day&path=/figures/a');
      const today = new Date().toISOString().slice(0, 10);
      const count = reports.filter((r) => r.name === 'LCP' && r.path === '/figures/a').length;
      const rows = (response.json() as SummaryResponse).rows;
      expect(rows.length).toBeGreaterThanOrEqual(28);
      expect(rows.filter((row) => row.count > 0)).toEqual([
        expect.objectContaining({ group: { day: today }, count, partial: true }),
      ]);
      expect(rows[1]).toMatchObject({ count: 0, p75: null, partial: false });
      const days = rows.map((row) => row.group.day);
      expect(days).toEqual([...days].sort());
    });

    it.each([
      ['', ['LCP', 'INP', 'CLS']],
      ['&metrics=CLS,LCP&percentiles=50,95&tz=Europe/Amsterdam&device=mobile', ['CLS', 'LCP']],
    ] as const)(
      'the trend (%s) answers each metric as its own summary by day answers it, in one answer',
      async (params, metrics) => {
        const to = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
        const window = `from=2026-01-01&to=${to}`;
        const trend = (await get(`/analytics/vitals/trend?${window}${params}`)).json() as TrendResponse;
        expect(trend.metrics.map((series) => series.metric)).toEqual(metrics);
        const summaryParams = params.replace(/&metrics=[^&]*/, '');
        for (const series of trend.metrics) {
          const summary = (
            await get(
              `/analytics/vitals/summary?${window}&metric=${series.metric}&groupBy=day${summaryParams}`,
            )
          ).json() as SummaryResponse;
          expect(series.rows.some((row) => row.count > 0)).toBe(true);
          expect(series).toEqual({
            metric: summary.metric,
            thresholds: summary.thresholds,
            rows: summary.rows,
          });
          expect(trend).toMatchObject({
            from: summary.from,
            to: summary.to,
            tz: summary.tz,
            percentiles: summary.percentiles,
          });
        }
      },
    );

    it('an explicit window that ends before the data returns nothing', async () => {
      const response = await get(
        '/analytics/vitals/summary?metric=LCP&from=2020-01-01&to=2020-02-01T00:00:00Z',
      );
      expect(response.json()).toMatchObject({
        from: '2020-01-01T00:00:00.000Z',
        to: '2020-02-01T00:00:00.000Z',
        rows: [],
      });
    });
  });
});
