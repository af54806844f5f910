import type { VitalRow, WarnRow } from '../types.ts';

/** A plausible stored vital; tests override what they assert on. */
export function vitalRow(overrides: Partial<VitalRow> = {}): VitalRow {
  return {
    receivedAt: new Date(Date.UTC(2026, 10, 10, 12)),
    name: 'LCP',
    value: 1000,
    id: `v5-${Math.random().toString(36).slice(2)}`,
    rating: 'good',
    connectionType: '4g',
    device: 'mobile',
    os: 'Android',
    osVersion: '14',
    browser: 'Chrome',
    browserVersion: '130',
    country: 'nl',
    language: 'nl',
    appVersion: '1.0.0',
    appType: 'home-page',
    path: '/',
    userType: 'anonymous',
    windowOrientation: 'portrait',
    height: 800,
    width: 400,
    devicePixelRatio: 2.625,
    ...overrides,
  };
}

let warnings = 0;

export function warnRow(overrides: Partial<WarnRow> = {}): WarnRow {
  warnings += 1;
  return {
    id: `warn-row-${warnings}`,
    receivedAt: new Date(Date.UTC(2026, 10, 10, 12)),
    message: 'something odd',
    stacktrace: 'at x (y.js:1:1)',
    userAgent: 'Mozilla/5.0',
    path: '/',
    ...overrides,
  };
}
