import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { LOG_LEVELS } from './log-levels.ts';
import { EmployerLeadRequest } from './platform/forms.ts';
import { NpsRequest } from './platform/nps.ts';
import { rate, THRESHOLDS } from './thresholds.ts';
import { VitalReport } from './vital-report.ts';
import { WarnLog } from './warn-log.ts';

const report: VitalReport = {
  name: 'LCP',
  value: 1234.5,
  id: 'v5-1700000000000-1234567890123',
  connectionType: '4g',
  device: 'mobile',
  os: 'Android',
  osVersion: '14',
  browser: 'Chrome',
  browserVersion: '131',
  country: 'nl',
  language: 'nl',
  appVersion: '1.0.0',
  appType: 'home-page',
  path: '/werkgevers',
  userType: 'anonymous',
  windowOrientation: 'portrait',
  height: 800,
  width: 360,
  devicePixelRatio: 3,
};

describe('thresholds and rate', () => {
  it('has the spec’s bounds', () => {
    expect(THRESHOLDS).toEqual({
      FCP: [1800, 3000],
      LCP: [2500, 4000],
      CLS: [0.1, 0.25],
      FID: [100, 300],
      INP: [200, 500],
      TTFB: [800, 1800],
    });
  });

  it.each([
    ['LCP', 2500, 'good'],
    ['LCP', 2500.01, 'needs-improvement'],
    ['LCP', 4000, 'needs-improvement'],
    ['LCP', 4000.01, 'poor'],
    ['CLS', 0.1, 'good'],
    ['CLS', 0.25, 'needs-improvement'],
    ['CLS', 0.26, 'poor'],
    ['INP', 0, 'good'],
    ['TTFB', 1801, 'poor'],
    ['FID', 300, 'needs-improvement'],
    ['FCP', 1799, 'good'],
  ] as const)('%s %d is %s', (name, value, rating) => {
    expect(rate(name, value)).toBe(rating);
  });
});

describe('VitalReport', () => {
  it('accepts a full report', () => {
    expect(Value.Check(VitalReport, report)).toBe(true);
  });

  it('accepts a report without the UA-derived fields', () => {
    const { device: _d, os: _o, osVersion: _ov, browser: _b, browserVersion: _bv, ...rest } = report;
    expect(Value.Check(VitalReport, rest)).toBe(true);
  });

  it.each([
    ['an unknown metric', { name: 'XYZ' }],
    ['a negative value', { value: -1 }],
    ['an absurd value', { value: 1e9 }],
    ['an invalid country', { country: 'de' }],
    ['a path without slash', { path: 'werkgevers' }],
    ['an over-long id', { id: 'x'.repeat(129) }],
    ['a fractional width', { width: 360.5 }],
    ['an extra field', { ip: '10.0.0.1' }],
    ['a user type other than anonymous', { userType: 'member' }],
  ])('rejects %s', (_label, patch) => {
    expect(Value.Check(VitalReport, { ...report, ...patch })).toBe(false);
  });
});

describe('VitalReport: screen, navigation type and attribution', () => {
  const attribution = {
    target: 'main > section.hero > img',
    url: 'https://www.opstap.nl/static/hero.avif',
    timeToFirstByte: 310,
    resourceLoadDelay: 40,
    resourceLoadDuration: 900,
    elementRenderDelay: 12.5,
    interactionTarget: 'button#apply',
    interactionType: 'pointer',
    inputDelay: 3,
    processingDuration: 120,
    presentationDelay: 40,
    loadState: 'complete',
    longestScript: { url: 'https://www.opstap.nl/static/js/main.js', invoker: 'BUTTON#apply.onclick' },
    largestShiftTarget: 'footer',
    largestShiftValue: 0.12,
    waitingDuration: 1,
    cacheDuration: 0,
    dnsDuration: 20,
    connectionDuration: 60,
    requestDuration: 200,
  };

  it('accepts every attribution key web-vitals names, and each one alone', () => {
    const full = { ...report, screen: 'employers', navigationType: 'back-forward-cache', attribution };
    expect(Value.Check(VitalReport, full)).toBe(true);
    for (const [key, value] of Object.entries(attribution)) {
      expect(Value.Check(VitalReport, { ...report, attribution: { [key]: value } })).toBe(true);
    }
    expect(Value.Check(VitalReport, { ...report, attribution: {} })).toBe(true);
  });

  it.each([
    ['an unknown attribution key', { attribution: { lcpEntry: {} } }],
    ['an over-long selector', { attribution: { target: 'div'.repeat(100) } }],
    ['an over-long URL', { attribution: { url: `https://x.example/${'a'.repeat(1024)}` } }],
    ['a negative sub-part', { attribution: { inputDelay: -1 } }],
    ['an absurd sub-part', { attribution: { requestDuration: 1e9 } }],
    ['an unknown load state', { attribution: { loadState: 'idle' } }],
    [
      'an unknown key in longestScript',
      { attribution: { longestScript: { url: 'https://x/a.js', code: 'x' } } },
    ],
    ['an unknown navigation type', { navigationType: 'teleport' }],
    ['a screen that is not a slug', { screen: 'Employers Page' }],
  ])('rejects %s', (_label, patch) => {
    expect(Value.Check(VitalReport, { ...report, ...patch })).toBe(false);
  });
});

describe('WarnLog', () => {
  it('accepts the spec’s payload', () => {
    expect(
      Value.Check(WarnLog, {
        type: 'warn',
        message: 'Loading chunk 3 failed',
        stacktrace: '',
        userAgent: 'UA',
      }),
    ).toBe(true);
  });

  it('accepts an app version and a screen, each optional', () => {
    const log = { type: 'warn', message: 'Loading chunk 3 failed', stacktrace: '', userAgent: 'UA' };
    expect(Value.Check(WarnLog, { ...log, appVersion: '1.7.0', screen: 'employers' })).toBe(true);
    expect(Value.Check(WarnLog, { ...log, appVersion: 'x'.repeat(33) })).toBe(false);
  });

  it('rejects another type', () => {
    expect(Value.Check(WarnLog, { type: 'error', message: 'x', stacktrace: '', userAgent: '' })).toBe(false);
  });
});

describe('log levels', () => {
  it('are the spec’s numbers', () => {
    expect(LOG_LEVELS).toEqual({ verbose: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 });
  });
});

describe('platform contracts', () => {
  const lead: EmployerLeadRequest = {
    name: 'Sanne de Vries',
    role: 'Recruiter',
    email: 'sanne@acme.nl',
    hiringNeed: '10-to-25',
    phone: '+31 6 12345678',
    captchaToken: 'test-token',
    language: 'nl',
    country: 'nl',
  };

  it('accepts a valid lead and UK phone format', () => {
    expect(Value.Check(EmployerLeadRequest, lead)).toBe(true);
    expect(Value.Check(EmployerLeadRequest, { ...lead, phone: '07700 900123', country: 'gb' })).toBe(true);
  });

  it.each([
    ['email', { email: 'not-an-email' }],
    ['hiringNeed', { hiringNeed: '1000' }],
    ['phone', { phone: 'call me' }],
    ['promotionCode', { promotionCode: 'DROP TABLE;' }],
  ])('rejects a bad %s', (_field, patch) => {
    expect(Value.Check(EmployerLeadRequest, { ...lead, ...patch })).toBe(false);
  });

  it('bounds NPS scores to 0–10', () => {
    const nps = { audience: 'job-seeker', score: 10, language: 'en' };
    expect(Value.Check(NpsRequest, nps)).toBe(true);
    expect(Value.Check(NpsRequest, { ...nps, score: 11 })).toBe(false);
    expect(Value.Check(NpsRequest, { ...nps, score: -1 })).toBe(false);
  });
});
