import { vitalReport } from '@opstap/contracts/fixtures';
import type { PassingResponse, SummaryResponse, VitalReport } from '@opstap/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quantileCont } from '../../../test/store/store-contract-data.ts';
import { auth, buildApp, storeReports, type TestApp } from '../../../test/support/app.ts';

/**
 * The site as a whole (decision 0136): a summary without `groupBy` is one row over every page, and the
 * passing answer's `siteWide` share counts every device's page views.
 */
describe('the whole site (app.inject)', () => {
  let t: TestApp;
  // Phones pass on the jobseekers page (good LCP, INP, CLS); desktops fail it (poor LCP).
  const view = (device: 'mobile' | 'desktop', n: number): VitalReport[] => {
    const common = { path: '/', screen: 'jobseekers', device, pageViewId: `${device}-${n}` } as const;
    return [
      vitalReport({ ...common, name: 'TTFB', value: 200 }),
      vitalReport({ ...common, name: 'LCP', value: device === 'mobile' ? 1000 + n : 5000 + n }),
      vitalReport({ ...common, name: 'INP', value: 80 }),
      vitalReport({ ...common, name: 'CLS', value: 0.01 }),
    ];
  };
  const reports = [
    ...Array.from({ length: 3 }, (_, n) => view('mobile', n)).flat(),
    ...Array.from({ length: 1 }, (_, n) => view('desktop', n)).flat(),
    vitalReport({ name: 'LCP', value: 2600, path: '/werkgevers', screen: 'employers', device: 'tablet' }),
  ];
  beforeAll(async () => {
    t = await buildApp();
    await storeReports(t.app, reports);
  });
  afterAll(() => t.close());

  const get = async <T>(url: string) => {
    const answer = await t.app.inject({ method: 'GET', url, headers: auth });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<T>();
  };

  it('answers a summary without groupBy as one row over every page and device', async () => {
    const body = await get<SummaryResponse>('/analytics/vitals/summary?metric=LCP');
    expect(body.groupBy).toEqual([]);
    const lcp = reports.filter((r) => r.name === 'LCP').map((r) => r.value);
    expect(body.rows).toEqual([
      expect.objectContaining({ group: {}, count: lcp.length, p75: quantileCont(lcp, 0.75) }),
    ]);
  });

  it('gives the passing share of the whole site beside the share per device', async () => {
    const body = await get<PassingResponse>('/analytics/vitals/passing?minSamples=1');
    expect(body.site).toEqual([
      { device: 'desktop', pageViews: 1, passingShare: 0 },
      { device: 'mobile', pageViews: 3, passingShare: 1 },
      { device: 'tablet', pageViews: 0, passingShare: null }, // an LCP report alone: no page view
    ]);
    expect(body.siteWide).toEqual({ pageViews: 4, passingShare: 3 / 4 });
  });
});
