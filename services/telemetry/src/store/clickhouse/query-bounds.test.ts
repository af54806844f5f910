import { createClient } from '@clickhouse/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vital } from '../../../test/store/store-contract-data.ts';
import { auth, buildApp } from '../../../test/support/app.ts';
import { chdbConnection } from '../../../test/support/chdb.ts';
import { QUERY_BOUNDS_DEFAULTS, QueryTooCostly } from '../query-cost.ts';
import { batchOf } from '../vital-batch.ts';
import { ClickHouseStore } from './clickhouse-store.ts';

/**
 * An analyst's query's bounds on ClickHouse 26 (chDB) (docs/requirements/telemetry-service.md#query-cost):
 * past each, the server stops the query and the store says which bound, as DuckDB's does. The time bound on
 * chDB rather than the fault tests' 18.16 server: ClickHouse's own `max_execution_time`, set to a
 * millisecond, stops a summary over 50,000 rows there without a query that runs for seconds.
 */
const AT = new Date(Date.UTC(2026, 10, 10, 12));
const WINDOW = { from: new Date(Date.UTC(2026, 10, 1)), to: new Date(Date.UTC(2026, 11, 1)) };
const byPath = {
  ...WINDOW,
  metric: 'LCP',
  filters: {},
  groupBy: ['path'],
  tz: 'UTC',
  fractions: [0.75],
} as const;
const stores: ClickHouseStore[] = [];

function storeWith(bounds: Partial<typeof QUERY_BOUNDS_DEFAULTS>): ClickHouseStore {
  const store = new ClickHouseStore({
    connection: chdbConnection(),
    database: 'bounds_test',
    queryBounds: { ...QUERY_BOUNDS_DEFAULTS, ...bounds },
  });
  stores.push(store);
  return store;
}

beforeAll(async () => {
  const store = storeWith({});
  await store.init();
  const rows = Array.from({ length: 60 }, (_, i) =>
    vital({ receivedAt: AT, id: `v5-bound-${i}`, path: `/page-${i % 30}` }),
  );
  await store.insertVitals(batchOf(store, rows));
}, 60_000);
afterAll(async () => {
  for (const store of stores) await store.close();
});

describe('ClickHouse query bounds', () => {
  it('refuses an answer of more rows than the bound, and answers one within it', async () => {
    const store = storeWith({ maxRows: 29 });
    const refused = await store.stats(byPath).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(QueryTooCostly);
    expect(refused).toMatchObject({ bound: 'rows', message: /more than 29 rows/ });
    expect(await storeWith({ maxRows: 30 }).stats(byPath)).toHaveLength(30);
  });

  it('stops a query past its memory bound', async () => {
    const store = storeWith({ memoryBytes: 1024 });
    await expect(store.stats(byPath)).rejects.toMatchObject({ bound: 'memory' });
  });

  it('stops a query past its time bound', async () => {
    // Enough rows that reading them takes longer than a millisecond on any machine: plain SQL, fast.
    const client = createClient({ connection: chdbConnection() as never });
    try {
      await client.command({
        query: `INSERT INTO bounds_test.vitals (received_at_ms, id, value, app_type, name, path, device)
          SELECT ${AT.getTime()} + number, concat('v5-slow-', toString(number)), number % 5000, 'home-page',
            'LCP', concat('/slow-', toString(number % 500)), 'mobile'
          FROM numbers(50000)`,
      });
    } finally {
      await client.close();
    }
    const store = storeWith({ timeoutMs: 1 });
    const refused = await store.stats(byPath).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(QueryTooCostly);
    expect(refused).toMatchObject({ bound: 'time' });
    // The store goes on answering.
    expect(await storeWith({}).stats({ ...byPath, filters: { path: '/page-1' } })).toHaveLength(1);
    // Through the service: a 503 saying when to try again, and the service still up.
    const t = await buildApp({}, { store: storeWith({ timeoutMs: 1 }) });
    try {
      const answer = await t.app.inject({
        url: `/analytics/vitals/summary?metric=LCP&groupBy=path&from=${WINDOW.from.toISOString()}&to=${WINDOW.to.toISOString()}`,
        headers: auth,
      });
      expect(answer.statusCode, answer.body).toBe(503);
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      expect(answer.json()).toMatchObject({ message: /ran longer than/ });
      expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  }, 60_000);
});
