import { vitalReport, warnLog } from '@opstap/contracts/fixtures';
import type { NavigationsResponse, VitalReport } from '@opstap/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quantileCont } from '../../../test/store/store-contract-data.ts';
import { auth, buildApp, flushed, SITE, storeReports, type TestApp } from '../../../test/support/app.ts';

/** One page view's reports on the employers page of a phone, as the web app sends them (decision 0502). */
const view = (kind: 'hard' | 'soft' | 'unable', n: number, lcp: number): VitalReport[] => {
  const common = {
    path: '/employers',
    screen: 'employers',
    device: 'mobile' as const,
    pageViewId: `doc${n}-${kind === 'soft' ? 2 : 1}`,
    softNavigations: kind !== 'unable',
    navigationType: kind === 'soft' ? ('soft-navigation' as const) : ('navigate' as const),
  };
  return [
    // A soft navigation sends no TTFB: its FCP counts the view.
    ...(kind === 'soft' ? [] : [vitalReport({ ...common, name: 'TTFB', value: 300 + n })]),
    vitalReport({ ...common, name: 'FCP', value: kind === 'soft' ? 80 + n : 900 + n }),
    vitalReport({ ...common, name: 'LCP', value: lcp }),
  ];
};

describe('GET /analytics/vitals/navigations (app.inject)', () => {
  let t: TestApp;
  const hardLcp = [1800, 2200, 2600, 3400];
  const softLcp = [120, 240, 360, 480, 600, 720];
  const reports = [
    ...hardLcp.flatMap((lcp, n) => view('hard', n, lcp)),
    ...softLcp.flatMap((lcp, n) => view('soft', n, lcp)),
    ...[2000, 2400].flatMap((lcp, n) => view('unable', 10 + n, lcp)),
  ];

  beforeAll(async () => {
    t = await buildApp();
    await storeReports(t.app, reports);
  });
  afterAll(() => t.close());

  it('sets hard against soft per screen and device: page views, p75s, the soft share and coverage', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/analytics/vitals/navigations', headers: auth });
    expect(answer.statusCode).toBe(200);
    const body = answer.json<NavigationsResponse>();
    expect(body.groupBy).toBe('screen');
    expect(body.rows).toHaveLength(1);
    const [row] = body.rows;
    expect(row).toMatchObject({ key: 'employers', device: 'mobile' });
    expect(row?.hard.pageViews).toBe(6);
    expect(row?.soft.pageViews).toBe(6);
    expect(row?.softShare).toBe(0.5);
    // Ten of the twelve views came from browsers that report soft navigations.
    expect(row?.coverage).toBeCloseTo(10 / 12, 12);
    expect(row?.hard.metrics.LCP).toEqual({
      p75: quantileCont([...hardLcp, 2000, 2400], 0.75),
      count: 6,
      rating: 'needs-improvement',
    });
    expect(row?.soft.metrics.LCP).toEqual({ p75: quantileCont(softLcp, 0.75), count: 6, rating: 'good' });
    expect(row?.soft.metrics.TTFB).toEqual({ p75: null, count: 0, rating: null });
    expect(row?.hard.metrics.TTFB.count).toBe(6);
    expect(row?.soft.metrics.INP).toEqual({ p75: null, count: 0, rating: null });
  });

  it('counts the soft navigations wherever page views count: releases, the passing share, warning rates', async () => {
    const get = async (url: string) => (await t.app.inject({ method: 'GET', url, headers: auth })).json();
    const views = hardLcp.length + softLcp.length + 2; // the two from browsers without support included
    expect((await get('/analytics/releases')).rows).toEqual([
      expect.objectContaining({ appVersion: '0.1.0', pageViews: views }),
    ]);
    expect((await get('/analytics/vitals/passing?minSamples=1')).site).toEqual([
      expect.objectContaining({ device: 'mobile', pageViews: views }),
    ]);
    const soft = await get('/analytics/vitals/passing?minSamples=1&navigationType=soft-navigation');
    expect(soft.site).toEqual([expect.objectContaining({ pageViews: softLcp.length })]);
    const warned = await t.app.inject({
      method: 'POST',
      url: '/log/warn',
      headers: { 'content-type': 'application/json', origin: SITE },
      payload: JSON.stringify(warnLog({ path: '/employers' })),
    });
    expect(warned.statusCode).toBe(204);
    await flushed(t.app);
    expect((await get('/analytics/warnings?groupBy=screen')).rows).toEqual([
      expect.objectContaining({ key: 'employers', count: 1, pageViews: views, rate: 1000 / views }),
    ]);
  });

  it('groups by path on request, and keeps to the filters', async () => {
    const byPath = await t.app.inject({
      method: 'GET',
      url: '/analytics/vitals/navigations?groupBy=path&device=desktop',
      headers: auth,
    });
    expect(byPath.json<NavigationsResponse>()).toMatchObject({ groupBy: 'path', rows: [] });
    const refused = await t.app.inject({
      method: 'GET',
      url: '/analytics/vitals/navigations?groupBy=day',
      headers: auth,
    });
    expect(refused.statusCode).toBe(400);
  });
});
