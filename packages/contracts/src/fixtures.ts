import type { VitalReport } from './vital-report.ts';
import type { WarnLog } from './warn-log.ts';

/**
 * Plausible payloads for tests, benches and mocks: one definition, so test data cannot drift from the
 * contract. Imported as `@opstap/contracts/fixtures`, never from production code (it is not in the
 * package's main entry, so no bundle carries it).
 */

let counter = 0;

/** A valid vitals report (a phone in the Dutch site's home); override what the test asserts on. */
export function vitalReport(overrides: Partial<VitalReport> = {}): VitalReport {
  counter += 1;
  return {
    name: 'LCP',
    value: 1200,
    id: `v5-test-${counter}-${Date.now()}`,
    connectionType: '4g',
    device: 'mobile',
    os: 'Android',
    osVersion: '14',
    browser: 'Chrome',
    browserVersion: '140',
    country: 'nl',
    language: 'nl',
    appVersion: '0.1.0',
    appType: 'home-page',
    path: '/',
    pageViewId: 'mitk3z-4fzyo1-1',
    softNavigations: true,
    userType: 'anonymous',
    windowOrientation: 'portrait',
    height: 800,
    width: 400,
    devicePixelRatio: 2,
    ...overrides,
  };
}

/** A valid warn log (a failed chunk on the Dutch employers' page). */
export function warnLog(overrides: Partial<WarnLog> = {}): WarnLog {
  return {
    type: 'warn',
    message: 'Loading chunk 12 failed',
    stacktrace: 'ChunkLoadError: Loading chunk 12 failed\n    at main.js:1:1',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0.0.0 Safari/537.36',
    path: '/werkgevers',
    ...overrides,
  };
}
