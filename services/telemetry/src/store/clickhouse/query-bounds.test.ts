import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vital } from '../../../test/store/store-contract-data.ts';
import { chdbConnection } from '../../../test/support/chdb.ts';
import { QUERY_BOUNDS_DEFAULTS, QueryTooCostly } from '../query-cost.ts';
import { batchOf } from '../vital-batch.ts';
import { ClickHouseStore } from './clickhouse-store.ts';

/**
 * An analyst's query's bounds on ClickHouse 26 (chDB) (docs/requirements/telemetry-service.md#query-cost):
 * past each, the server stops the query and the store says which bound, as DuckDB's does.
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
});
