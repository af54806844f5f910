import { VitalReport } from '@opstap/contracts';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { APP_TYPE, toReport } from './report-vitals.ts';

const at = { path: '/dashboard/trends', width: 390, height: 844, dpr: 3, connection: '4g' };

describe("the dashboard's own vitals", () => {
  it('are valid VitalReports of appType dashboard, with a version that is not a site release', () => {
    const report = toReport({ name: 'LCP', value: 812.4, id: 'v5-1-2', navigationType: 'navigate' }, at);
    expect(Value.Errors(VitalReport, report)[0]).toBeUndefined();
    expect(report).toMatchObject({
      appType: APP_TYPE,
      path: '/dashboard/trends',
      windowOrientation: 'portrait',
      language: 'en',
    });
    expect(report.appVersion).toMatch(/^dashboard-\d+\.\d+\.\d+/);
  });

  it("leaves out a navigation type the contract does not know, and keeps values within the contract's bounds", () => {
    const report = toReport({ name: 'CLS', value: 420, id: 'v5-3-4', navigationType: 'teleport' }, at);
    expect(report.navigationType).toBeUndefined();
    expect(report.value).toBe(100);
    expect(Value.Errors(VitalReport, report)[0]).toBeUndefined();
    expect(toReport({ name: 'INP', value: 90_000, id: 'v5-5-6' }, at).value).toBe(60_000);
  });
});
