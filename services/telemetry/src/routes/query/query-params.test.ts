import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, buildApp, type TestApp } from '../../../test/support/app.ts';

/**
 * A parameter out of its set or range, or one not known, is a 400 naming it and what is allowed (query-params.ts,
 * query-schemas.ts).
 */
describe('the analysts’ query parameters (app.inject)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildApp();
  });
  afterAll(() => t.close());
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: auth });

  describe('validation: each parameter, 400 naming it', () => {
    const cases: [string, string][] = [
      ['/analytics/vitals/summary', 'querystring/metric'],
      ['/analytics/vitals/summary?metric=XYZ', 'querystring/metric'],
      ['/analytics/vitals/summary?metric=lcp', 'querystring/metric'],
      ['/analytics/vitals/summary?metric=LCP&metric=INP', 'querystring/metric'],
      ['/analytics/vitals/summary?metric=LCP&groupBy=ip', 'querystring/groupBy'],
      ['/analytics/vitals/summary?metric=LCP&from=yesterday', 'querystring/from'],
      ['/analytics/vitals/summary?metric=LCP&to=2026-02-30', 'querystring/to'],
      ['/analytics/vitals/summary?metric=LCP&from=2026-02-01&to=2026-01-01', 'querystring/from'],
      ['/analytics/vitals/summary?metric=LCP&path=no-slash', 'querystring/path'],
      [`/analytics/vitals/summary?metric=LCP&path=/${'x'.repeat(512)}`, 'querystring/path'],
      ['/analytics/vitals/summary?metric=LCP&device=phone', 'querystring/device'],
      ['/analytics/vitals/summary?metric=LCP&country=de', 'querystring/country'],
      ['/analytics/vitals/summary?metric=LCP&groupby=path', 'querystring/groupby'],
      ['/analytics/vitals/trend?metrics=LCP,XYZ', 'querystring/metrics'],
      ['/analytics/vitals/trend?metrics=LCP,LCP', 'querystring/metrics'],
      ['/analytics/vitals/trend?metric=LCP', 'querystring/metric'],
      ['/analytics/vitals/trend?percentiles=75,75', 'querystring/percentiles'],
      ['/analytics/vitals/passing?device=watch', 'querystring/device'],
      ['/analytics/vitals/passing?from=2026-01-01&to=2026-01-01', 'querystring/from'],
      ['/analytics/vitals/passing?metric=LCP', 'querystring/metric'],
      ['/analytics/warnings?groupBy=stacktrace', 'querystring/groupBy'],
      ['/analytics/warnings?to=soon', 'querystring/to'],
    ];
    it.each(cases)('%s → %s', async (url, field) => {
      const response = await get(url);
      expect(response.statusCode).toBe(400);
      expect(response.json().field).toBe(field);
    });
  });

  it.each([
    ['/analytics/vitals/summary?metric=LCP&groupBy=ip', 'querystring/groupBy', /day/],
    ['/analytics/vitals/summary?metric=LCP&groupBy=day,device,path', 'querystring/groupBy', /navigationType/],
    ['/analytics/vitals/summary?metric=LCP&tz=Mars/Base', 'querystring/tz', /IANA/],
    ['/analytics/vitals/summary?metric=LCP&percentiles=0,75', 'querystring/percentiles', /1 to 99/],
    ['/analytics/vitals/summary?metric=lcp', 'querystring/metric', /FCP, LCP, CLS, INP, TTFB, FID/],
    ['/analytics/vitals/attribution?metric=TTFB', 'querystring/metric', /LCP, INP, CLS/],
    ['/analytics/warnings?groupBy=stack', 'querystring/groupBy', /messageClass/],
    ['/analytics/warnings?groupBy=path,path', 'querystring/groupBy', /one or two of/],
    ['/analytics/warnings?groupBy=path,browser,day', 'querystring/groupBy', /one or two of/],
    ['/analytics/warnings?minPageViews=-1', 'querystring/minPageViews', /pattern/],
    ['/analytics/vitals/summary?metric=LCP&screen=made-up', 'querystring/screen', /employers, /],
    ['/analytics/warnings?screen=Employers', 'querystring/screen', /employers, /],
    [
      '/analytics/vitals/compare?metric=LCP&baseline=2026-10-15..2026-10-01&candidate=1.7.0',
      'querystring/baseline',
      /before/,
    ],
  ])('%s → 400 on %s, naming what is allowed', async (url, field, allowed) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe(field);
    expect(response.json().message).toMatch(allowed);
  });
});
