import { vitalReport } from '@opstap/contracts/fixtures';
import type { PhasesResponse, VitalReport } from '@opstap/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quantileCont, random } from '../../../test/store/store-contract-data.ts';
import { auth, buildApp, storeReports, type TestApp } from '../../../test/support/app.ts';

/**
 * `/vitals/phases` through the app: the parts' p75s per page family and device, and a planted release
 * effect (LCP's element render delay grows by 600 ms from 1.6.0 to 1.7.0 on the employers page on phones,
 * nothing else changes) found as the part that grew, the others not.
 */
describe('GET /analytics/vitals/phases (app.inject)', () => {
  let t: TestApp;
  const next = random(39);
  const noisy = (centre: number) => Math.round(centre * (0.6 + 0.8 * next()));
  const lcp = (appVersion: string, i: number): VitalReport => {
    const renderDelay = noisy(appVersion === '1.7.0' ? 900 : 300);
    const parts = {
      timeToFirstByte: noisy(400),
      resourceLoadDelay: noisy(200),
      resourceLoadDuration: noisy(500),
      elementRenderDelay: renderDelay,
    };
    return vitalReport({
      name: 'LCP',
      id: `v5-${appVersion}-${i}`,
      value: Object.values(parts).reduce((a, b) => a + b, 0),
      appVersion,
      path: '/employers',
      screen: 'employers',
      device: 'mobile',
      attribution: parts,
    });
  };
  const reports = ['1.6.0', '1.7.0'].flatMap((version) =>
    Array.from({ length: 120 }, (_, i) => lcp(version, i)),
  );

  beforeAll(async () => {
    t = await buildApp();
    await storeReports(t.app, reports);
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: auth });

  it('answers the p75 of each LCP sub-part per page family and device', async () => {
    const answer = await get('/analytics/vitals/phases?metric=LCP');
    expect(answer.statusCode).toBe(200);
    const body = answer.json<PhasesResponse>();
    expect(body.phases).toEqual([
      'timeToFirstByte',
      'resourceLoadDelay',
      'resourceLoadDuration',
      'elementRenderDelay',
    ]);
    expect(body.groupBy).toEqual(['screen', 'device']);
    expect(body.rows).toHaveLength(1);
    const [row] = body.rows;
    expect(row?.group).toEqual({ screen: 'employers', device: 'mobile' });
    for (const figure of row?.phases ?? []) {
      const values = reports.map((r) => r.attribution?.[figure.phase as 'timeToFirstByte'] as number);
      expect(figure).toMatchObject({ count: 240, verdict: null, baseline: null });
      expect(figure.p75).toBeCloseTo(quantileCont(values, 0.75), 9);
    }
  });

  it('names the part that grew between two releases, Holm-corrected across parts and groups', async () => {
    const answer = await get(
      '/analytics/vitals/phases?metric=LCP&baseline=1.6.0&candidate=1.7.0&groupBy=screen,device',
    );
    expect(answer.statusCode).toBe(200);
    const body = answer.json<PhasesResponse>();
    expect(body.correction).toEqual({ method: 'holm', familyWiseErrorRate: 0.05, tests: 4 });
    expect(body.method).toMatch(/Holm/);
    const [row] = body.rows;
    expect(row?.grew).toBe('elementRenderDelay');
    const byPart = Object.fromEntries((row?.phases ?? []).map((figure) => [figure.phase, figure]));
    expect(byPart.elementRenderDelay).toMatchObject({ verdict: 'worse', count: 120 });
    expect(byPart.elementRenderDelay?.baseline?.count).toBe(120);
    expect(byPart.elementRenderDelay?.difference).toBeGreaterThan(400);
    expect(byPart.elementRenderDelay?.interval?.[0]).toBeGreaterThan(0);
    for (const phase of ['timeToFirstByte', 'resourceLoadDelay', 'resourceLoadDuration'])
      expect(byPart[phase]?.verdict, phase).toBe('no-change');
  });

  it('says what an insufficient part lacks, and refuses a lone side or a metric without phases', async () => {
    const few = await get('/analytics/vitals/phases?metric=INP&baseline=1.6.0&candidate=1.7.0');
    const [inp] = few.json<PhasesResponse>().rows;
    expect(inp).toBeUndefined(); // no INP reports at all: no group
    const short = await get(
      '/analytics/vitals/phases?metric=LCP&baseline=1.6.0&candidate=1.7.0&minSamples=500',
    );
    expect(short.json<PhasesResponse>().rows[0]?.phases[0]).toMatchObject({
      verdict: 'insufficient',
      missing: 'baseline 1.6.0: 120 of 500 values; candidate 1.7.0: 120 of 500 values',
    });
    const lone = await get('/analytics/vitals/phases?metric=LCP&baseline=1.6.0');
    expect(lone.statusCode).toBe(400);
    expect(lone.json()).toMatchObject({ field: 'querystring/candidate' });
    expect((await get('/analytics/vitals/phases?metric=CLS')).statusCode).toBe(400);
  });
});

describe('GET /analytics/vitals/phases under the row bound (app.inject)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildApp({ QUERY_MAX_ROWS: '2' });
    const reports = ['/', '/werkgevers', '/employers'].map((path, i) =>
      vitalReport({ name: 'INP', id: `v5-bound-${i}`, value: 300, path, attribution: { inputDelay: 40 } }),
    );
    await storeReports(t.app, reports);
  });
  afterAll(() => t.close());

  it('refuses more groups than QUERY_MAX_ROWS with a 400 naming what to narrow, as every query', async () => {
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: auth });
    const wide = await get('/analytics/vitals/phases?metric=INP&groupBy=path');
    expect(wide.statusCode).toBe(400);
    expect(wide.json().message).toMatch(/more than 2 rows: narrow the window/);
    const narrow = await get('/analytics/vitals/phases?metric=INP&groupBy=path&path=/werkgevers');
    expect(narrow.statusCode).toBe(200);
    expect(narrow.json().rows[0].phases[0]).toMatchObject({ phase: 'inputDelay', count: 1, p75: 40 });
  });
});
