import { MAX_CLS, MAX_TIMING_MS, VITAL_REPORT_MAX, VitalReport } from '@opstap/contracts';
import { vitalReport } from '@opstap/contracts/fixtures';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { buildVitalReport, type VitalContext } from './build-vital-report.ts';

/** The page view a report describes, taken apart into what `buildVitalReport` is given. */
function contextOf(report: VitalReport): VitalContext {
  return {
    view: {
      id: report.pageViewId ?? 'x',
      number: 1,
      startTime: 0,
      path: report.path,
      screen: report.screen ?? 'home',
      language: report.language,
      country: report.country,
    },
    softNavigations: report.softNavigations ?? false,
    appVersion: report.appVersion,
    appType: report.appType,
    client: {
      device: report.device,
      os: report.os,
      osVersion: report.osVersion,
      browser: report.browser,
      browserVersion: report.browserVersion,
    },
    environment: {
      width: report.width,
      height: report.height,
      devicePixelRatio: report.devicePixelRatio,
      connectionType: report.connectionType,
    },
  };
}

// A Pixel on the UK site's Dutch employers page, reporting a slowish LCP.
const expected = vitalReport({
  name: 'LCP',
  value: 2612.3,
  rating: 'needs-improvement',
  country: 'gb',
  path: '/werkgevers',
  screen: 'employers',
  pageViewId: 'mitk3z-4fzyo1-2',
  softNavigations: true,
  width: 412,
  height: 915,
  devicePixelRatio: 2.625,
});
const context = contextOf(expected);

describe('buildVitalReport', () => {
  it('fills every field of the contract from the metric and the page view', () => {
    const report = buildVitalReport(
      {
        name: 'LCP',
        value: 2612.3,
        id: expected.id,
        navigationType: 'navigate',
        attribution: { target: 'main>img.hero', url: 'https://cdn.example/hero.jpg?sig=abc#x' },
      },
      context,
    );
    // The attribution URL's query string and fragment never leave the page.
    expect(report).toEqual({
      ...expected,
      navigationType: 'navigate',
      attribution: { target: 'main>img.hero', url: 'https://cdn.example/hero.jpg' },
    });
    // Every property the contract declares is present: a field added to the contract fails this test.
    expect(Object.keys(report).sort()).toEqual(Object.keys(VitalReport.properties).sort());
    expect(Value.Check(VitalReport, report)).toBe(true);
  });

  it('rates with the spec thresholds: good at the bound, poor above the upper bound', () => {
    const at = (name: 'CLS' | 'INP' | 'TTFB' | 'FCP', value: number) =>
      buildVitalReport({ name, value, id: 'x' }, context).rating;
    expect(at('CLS', 0.1)).toBe('good');
    expect(at('CLS', 0.26)).toBe('poor');
    expect(at('INP', 200)).toBe('good');
    expect(at('INP', 201)).toBe('needs-improvement');
    expect(at('TTFB', 1801)).toBe('poor');
    expect(at('FCP', 1800)).toBe('good');
  });

  it('drops float noise from a zoomed devicePixelRatio', () => {
    const report = buildVitalReport(
      { name: 'FCP', value: 900, id: 'a' },
      { ...context, environment: { ...context.environment, devicePixelRatio: 1.100000023841858 } },
    );
    expect(report.devicePixelRatio).toBe(1.1);
  });

  it('calls a wide viewport landscape', () => {
    const report = buildVitalReport(
      { name: 'FCP', value: 900, id: 'a' },
      { ...context, environment: { width: 1440, height: 900, devicePixelRatio: 1, connectionType: '4g' } },
    );
    expect(report).toMatchObject({
      windowOrientation: 'landscape',
      width: 1440,
      height: 900,
      devicePixelRatio: 1,
    });
  });

  it('leaves out a navigation type web-vitals does not define, and attribution it did not give', () => {
    const report = buildVitalReport(
      { name: 'FCP', value: 900, id: 'a', navigationType: 'teleport' },
      context,
    );
    expect(report).not.toHaveProperty('navigationType');
    expect(report).not.toHaveProperty('attribution');
    expect(Value.Check(VitalReport, report)).toBe(true);
  });

  it('says whether the browser could report soft navigations, in both cases', () => {
    const without = buildVitalReport(
      { name: 'FCP', value: 900, id: 'a' },
      { ...context, softNavigations: false },
    );
    expect(without.softNavigations).toBe(false);
    expect(buildVitalReport({ name: 'FCP', value: 900, id: 'b' }, context).softNavigations).toBe(true);
  });

  it('leaves unknown client fields out rather than sending them empty, and stays valid', () => {
    const report = buildVitalReport({ name: 'CLS', value: 0.02, id: 'a' }, { ...context, client: {} });
    for (const key of ['device', 'os', 'osVersion', 'browser', 'browserVersion'])
      expect(report).not.toHaveProperty(key);
    expect(Value.Check(VitalReport, report)).toBe(true);
  });

  it('says "unknown" when the browser gives no connection type', () => {
    const report = buildVitalReport(
      { name: 'INP', value: 64, id: 'a' },
      { ...context, environment: { ...context.environment, connectionType: '' } },
    );
    expect(report.connectionType).toBe('unknown');
  });

  it('keeps values within the bounds the service accepts', () => {
    const huge = buildVitalReport({ name: 'LCP', value: 9_000_000, id: 'a' }, context);
    const negative = buildVitalReport({ name: 'TTFB', value: -3, id: 'b' }, context);
    const cls = buildVitalReport({ name: 'CLS', value: 250, id: 'c' }, context);
    const notANumber = buildVitalReport({ name: 'FCP', value: Number.NaN, id: 'd' }, context);
    expect([huge.value, negative.value, cls.value, notANumber.value]).toEqual([MAX_TIMING_MS, 0, MAX_CLS, 0]);
    const odd = buildVitalReport(
      { name: 'FCP', value: 1, id: 'e'.repeat(300) },
      {
        ...context,
        environment: { width: 411.6, height: -1, devicePixelRatio: 40, connectionType: 'x'.repeat(40) },
      },
    );
    expect(odd).toMatchObject({ width: 412, height: 0, devicePixelRatio: VITAL_REPORT_MAX.devicePixelRatio });
    expect(odd.id).toHaveLength(VITAL_REPORT_MAX.id);
    expect(odd.connectionType).toHaveLength(VITAL_REPORT_MAX.connectionType);
    for (const report of [huge, negative, cls, notANumber, odd])
      expect(Value.Check(VitalReport, report)).toBe(true);
  });
});
