import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quantileCont, vital } from '../../../test/store/store-contract-data.ts';
import { batchOf } from '../vital-batch.ts';
import { ClickHouseStore } from './clickhouse-store.ts';
import { chdbConnection } from '../../../test/support/chdb.ts';

// Grouped quantiles on ClickHouse 26 (chDB): the engine's `quantilesExactInclusive` must land on
// DuckDB's `quantile_cont` for every group size and every fraction, ties included (analytics-sql.ts).
let store: ClickHouseStore;

beforeAll(async () => {
  store = new ClickHouseStore({ connection: chdbConnection(), database: 'quantiles_test' });
  await store.init();
}, 60_000);

afterAll(async () => {
  await store?.close();
});

describe('grouped quantiles', () => {
  it('interpolates quantiles exactly in groups of every size from 1 to 60, ties included', async () => {
    const day = Date.UTC(2026, 10, 24);
    const groups = Array.from({ length: 60 }, (_, g) =>
      Array.from({ length: g + 1 }, (_, i) => ((i * 7919 + g * 31) % 97) * 10 + (i % 4 === 0 ? 0 : 0.5)),
    );
    await store.insertVitals(
      batchOf(
        store,
        groups.flatMap((values, g) =>
          values.map((value, i) =>
            vital({
              receivedAt: new Date(day + g * 1000 + i),
              path: `/sizes-${g + 1}`,
              value,
              id: `size-${g}-${i}`,
            }),
          ),
        ),
      ),
    );
    // Each fraction alone, then all of them in one query.
    for (const fractions of [[0.75], [0.99], [0.5, 0.75, 0.95, 0.99]]) {
      const stats = await store.stats({
        metric: 'LCP',
        from: new Date(day),
        to: new Date(day + 86_400_000),
        tz: 'UTC',
        filters: {},
        groupBy: ['path'],
        fractions,
      });
      const bySize = new Map(stats.map((stat) => [Number(stat.group[0]?.slice('/sizes-'.length)), stat]));
      expect(bySize.size).toBe(60);
      for (const [g, values] of groups.entries()) {
        const stat = bySize.get(g + 1);
        expect(stat?.count).toBe(values.length);
        for (const [f, fraction] of fractions.entries())
          expect(stat?.quantiles[f]).toBeCloseTo(quantileCont(values, fraction), 9);
      }
    }
  });
});
