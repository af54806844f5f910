import { createClient } from '@clickhouse/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vital } from '../../../test/store/store-contract-data.ts';
import { batchOf } from '../vital-batch.ts';
import { ClickHouseStore } from './clickhouse-store.ts';
import { sharedTestClickHouse } from '../../../test/support/clickhouse.ts';
import type { TestClickHouse } from '../../../scripts/clickhouse-server.ts';

// The write path when the server goes away, on a real server process (Debian's clickhouse-server: chDB has
// no process to kill). Only what a fault touches runs here: the migrations, inserts and their retries, and
// a ping; the stored rows are counted with plain SQL (docs/decisions/0702-clickhouse-versions.md).
let server: TestClickHouse;
let store: ClickHouseStore;
const DATABASE = 'faults_test';
const FAST_RETRY = { attempts: 3, baseDelayMs: 20, maxDelayMs: 50 };
const AT = new Date(Date.UTC(2026, 10, 24));

async function storedIds(): Promise<string[]> {
  const client = createClient({ url: server.url });
  try {
    const result = await client.query({
      query: `SELECT DISTINCT id FROM ${DATABASE}.vitals FINAL ORDER BY id`,
      format: 'JSONEachRow',
    });
    return (await result.json<{ id: string }>()).map((row) => row.id);
  } finally {
    await client.close();
  }
}

beforeAll(async () => {
  server = sharedTestClickHouse();
  store = new ClickHouseStore({ url: server.url, database: DATABASE, retry: FAST_RETRY });
  await store.init();
}, 60_000);

afterAll(async () => {
  await store?.close();
  await server?.dispose();
});

describe('when the server is down', () => {
  it('retries an insert with back-off until the server is back, and loses nothing', async () => {
    await server.kill();
    let retries = 0;
    // The server comes back once the insert has failed and is retrying: an event, not a guessed delay.
    let restarted: Promise<void> | undefined;
    const inserter = new ClickHouseStore({
      url: server.url,
      database: DATABASE,
      // Enough tries to outlast a slow start on busy cores (about a minute); the test ends when it lands.
      retry: { attempts: 500, baseDelayMs: 50, maxDelayMs: 250 },
      onRetry: () => {
        retries += 1;
        restarted ??= server.start();
      },
    });
    await inserter.insertVitals(batchOf(inserter, [vital({ receivedAt: AT, id: 'after-restart' })]));
    await restarted;
    await inserter.close();
    expect(retries).toBeGreaterThan(0);
    expect(await storedIds()).toContain('after-restart');
  }, 60_000);

  it('gives up after its attempts so the caller keeps the batch', async () => {
    await server.stop();
    try {
      await expect(store.insertVitals(batchOf(store, [vital({ receivedAt: AT })]))).rejects.toThrow();
      expect(await store.ping()).toBe(false);
    } finally {
      await server.start();
    }
    expect(await store.ping()).toBe(true);
  }, 60_000);
});
