import { vitalReport } from '@opstap/contracts/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { random } from '../../../test/store/store-contract-data.ts';
import { auth, buildApp, flushed, SITE, type TestApp } from '../../../test/support/app.ts';
import { ClickHouseStore } from './clickhouse-store.ts';
import { chdbConnection } from '../../../test/support/chdb.ts';

/**
 * The query routes whose statistics each store runs its own way (`statsEach`, `reads`: store/types.ts):
 * `passing` and `trend` ask ClickHouse for their metrics at once and DuckDB one after another; `compare` asks DuckDB
 * only for the grid points its intervals read and ClickHouse for the whole grid. Both must answer alike, as
 * must the histogram, whose bounds and largest value are quantiles (0, 0.99, 1) read off each engine.
 */
const roundNumbers = (value: unknown): unknown =>
  typeof value === 'number'
    ? Number(value.toPrecision(9))
    : Array.isArray(value)
      ? value.map(roundNumbers)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, roundNumbers(v)]))
        : value;

/** LCP's sub-parts and INP's phases as shares of the value, the last fractional (for /vitals/phases). */
const partsOf = (name: string, value: number) =>
  name === 'LCP'
    ? {
        timeToFirstByte: Math.round(value * 0.2),
        resourceLoadDelay: Math.round(value * 0.1),
        resourceLoadDuration: Math.round(value * 0.3),
        elementRenderDelay: value * 0.4 + 0.125,
      }
    : name === 'INP'
      ? {
          inputDelay: Math.round(value * 0.3),
          processingDuration: Math.round(value * 0.5),
          presentationDelay: value * 0.2,
        }
      : undefined;

describe('passing, compare, the histogram, navigations and phases answer alike on both stores', () => {
  const apps: TestApp[] = [];
  const next = random(31);
  const reports = ['1.6.0', '1.7.0'].flatMap((appVersion) =>
    ['/werkgevers', '/en/employers', '/'].flatMap((path) =>
      (['LCP', 'INP', 'CLS', 'TTFB'] as const).flatMap((name) =>
        Array.from({ length: 60 }, () => {
          const value =
            name === 'CLS'
              ? Math.round(next() * 300) / 1000
              : Math.round(next() * (name === 'LCP' ? 4000 : 600));
          return vitalReport({
            name,
            value,
            appVersion,
            path,
            device: next() < 0.5 ? 'mobile' : 'desktop',
            attribution: partsOf(name, value),
          });
        }),
      ),
    ),
  );
  // Soft navigations (decision 0502): their FCP counts a page view, their LCP is set apart from the hard ones'.
  reports.push(
    ...['/werkgevers', '/en/employers'].flatMap((path) =>
      (['FCP', 'LCP'] as const).flatMap((name) =>
        Array.from({ length: 30 }, () =>
          vitalReport({
            name,
            value: Math.round(next() * 900),
            path,
            navigationType: 'soft-navigation',
            device: next() < 0.5 ? 'mobile' : 'desktop',
          }),
        ),
      ),
    ),
  );

  beforeAll(async () => {
    const clickhouse = new ClickHouseStore({ connection: chdbConnection(), database: 'query_routes' });
    apps.push(await buildApp(), await buildApp({}, { store: clickhouse }));
    for (const t of apps) {
      for (let i = 0; i < reports.length; i += 50) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/analytics/vital',
          headers: { 'content-type': 'application/json', origin: SITE },
          payload: JSON.stringify(reports.slice(i, i + 50)),
        });
        expect(response.statusCode).toBe(204);
      }
      await flushed(t.app);
    }
  });
  afterAll(async () => {
    for (const t of apps) await t.close();
  });

  it.each([
    '/analytics/vitals/passing?minSamples=20',
    '/analytics/vitals/passing?groupBy=path&minSamples=20',
    '/analytics/vitals/compare?metric=LCP&baseline=1.6.0&candidate=1.7.0&groupBy=screen&minSamples=20',
    '/analytics/vitals/compare?metric=INP&baseline=1.6.0&candidate=1.7.0&groupBy=path,device',
    '/analytics/vitals/histogram?metric=LCP&buckets=20',
    '/analytics/vitals/trend',
    '/analytics/vitals/trend?metrics=INP,TTFB&percentiles=50,95&device=mobile',
    '/analytics/vitals/navigations',
    '/analytics/vitals/navigations?groupBy=path&device=mobile',
    '/analytics/vitals/phases?metric=LCP&groupBy=path,device',
    '/analytics/vitals/phases?metric=INP&baseline=1.6.0&candidate=1.7.0&groupBy=path&minSamples=20',
  ])('%s', async (url) => {
    // The default window ends at the moment of each request: its echo is left out.
    const [duckdb, clickhouse] = await Promise.all(
      apps.map(async (t) => {
        const {
          from: _from,
          to: _to,
          ...answer
        } = (await t.app.inject({ method: 'GET', url, headers: auth })).json();
        return answer;
      }),
    );
    expect((duckdb.rows ?? duckdb.buckets ?? duckdb.metrics[0].rows).length).toBeGreaterThan(2);
    // The engines interpolate in a different order of operations: equal to 9 significant digits.
    expect(roundNumbers(clickhouse)).toEqual(roundNumbers(duckdb));
  });
});
