import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quantileCont, vital } from '../../../test/store/store-contract-data.ts';
import { batchOf } from '../vital-batch.ts';
import { ClickHouseStore } from './clickhouse-store.ts';
import { sharedTestClickHouse } from '../../../test/support/clickhouse.ts';

// The grouped quantiles' cut-off (analytics-sql.ts) against a real clickhouse-server (Debian's 18.16):
// only a group's values from a little below the lowest fraction up are sorted, so every group size and
// every fraction must still land on the ranks a full sort gives.
let store: ClickHouseStore;

beforeAll(async () => {
  store = new ClickHouseStore({ url: sharedTestClickHouse().url, database: 'quantiles_test' });
  await store.init();
}, 60_000);

afterAll(async () => {
  await store?.close();
});

describe('grouped quantiles', () => {
  it('interpolates quantiles exactly in groups of every size from 1 to 60, ties included', async () => {
    // A group's cut-off below the lowest fraction (analytics-sql.ts) must never pass the rank it starts
    // from, whatever the group's size; small groups sort all their values.
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
    // Each fraction alone (the cut-off follows the lowest one asked), then all of them in one query.
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
