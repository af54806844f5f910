import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseDay, randomRows, summaryOf } from '../../../test/store/store-contract-data.ts';
import { batchOf } from '../vital-batch.ts';
import { DuckDbStore } from './duckdb-store.ts';

/**
 * A full disk, then freed: writes fail and the database may invalidate itself; once there is room again
 * the store must write without a restart, keeping each id once (decision 0110). A small tmpfs is the
 * full disk: mounting one needs root, which the test machine and CI containers have.
 */
const mountPoint = await mkdtemp(join(tmpdir(), 'opstap-full-'));
let mounted = false;
try {
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=12m', 'tmpfs', mountPoint], { stdio: 'ignore' });
  mounted = true;
} catch {
  // not root: the test below is skipped, and says why
}

describe.skipIf(!mounted)('duckdb store on a disk that fills up (needs root for a tmpfs)', () => {
  const filler = join(mountPoint, 'filler');
  let store: DuckDbStore;
  beforeAll(async () => {
    store = new DuckDbStore({ path: join(mountPoint, 'full.duckdb') });
    await store.init();
  });
  afterAll(async () => {
    await store.close().catch(() => undefined);
    execFileSync('umount', ['-l', mountPoint]);
    await rm(mountPoint, { recursive: true, force: true });
  });

  it('refuses writes while full, then writes again without a restart, each id once', async () => {
    const day = caseDay(3);
    expect(await store.ping()).toBe(true);
    // Fill the disk to the last byte.
    const chunk = Buffer.alloc(64 * 1024, 1);
    for (let i = 0; ; i += 1) {
      try {
        await writeFile(`${filler}-${i}`, chunk);
      } catch {
        break;
      }
    }
    const batches = Array.from({ length: 5 }, (_, i) => randomRows(day, 2_000, i + 1));
    let failures = 0;
    for (const rows of batches) await store.insertVitals(batchOf(store, rows)).catch(() => (failures += 1));
    expect(failures).toBeGreaterThan(0);

    execFileSync('sh', ['-c', `rm -f ${filler}-*`]);
    // Each batch again, as the write buffer retries: some landed before the disk filled, or failed
    // after landing; none may be stored twice.
    for (const rows of batches) await store.insertVitals(batchOf(store, rows));
    expect(await store.ping()).toBe(true);
    const stored = await summaryOf(store, { metric: 'LCP', groupBy: 'day', from: day, to: caseDay(4) });
    const expected = new Set(
      batches
        .flat()
        .filter((row) => row.name === 'LCP')
        .map((row) => row.id),
    ).size;
    expect(stored.reduce((sum, row) => sum + row.count, 0)).toBe(expected);
  });

  it('reopens a database that a failed checkpoint invalidated, once there is room, keeping a batch that landed once', async () => {
    const day = caseDay(5);
    const small = new DuckDbStore({
      path: join(mountPoint, 'checkpoint.duckdb'),
      checkpointThreshold: '1KB',
    });
    await small.init();
    try {
      const before = randomRows(day, 500, 11);
      await small.insertVitals(batchOf(small, before));
      // Room for a WAL append, not for the checkpoint the commit then starts (the file must grow).
      const chunk = Buffer.alloc(64 * 1024, 1);
      let chunks = 0;
      for (; ; chunks += 1) {
        try {
          await writeFile(`${filler}-c${chunks}`, chunk);
        } catch {
          break;
        }
      }
      await rm(`${filler}-c${chunks - 1}`);
      // A few rows: their WAL append fits in what is left, the checkpoint after the commit does not.
      // Received just now, as a retried batch is: the store remembers ids a day back from its newest row.
      const latest = Math.max(...before.map((row) => row.receivedAt.getTime()));
      const landed = randomRows(day, 10, 12).map((row, i) => ({
        ...row,
        receivedAt: new Date(latest + i + 1),
      }));
      // DuckDB: "Failed to create checkpoint … No space left on device", then "database has been invalidated".
      await expect(small.insertVitals(batchOf(small, landed))).rejects.toThrow(/checkpoint/i);
      await expect(small.insertVitals(batchOf(small, landed))).rejects.toThrow(/invalidated|space/i);

      execFileSync('sh', ['-c', `rm -f ${filler}-*`]);
      await small.insertVitals(batchOf(small, landed)); // the buffer's retry, without a restart
      expect(await small.ping()).toBe(true);
      const stored = await summaryOf(small, { metric: 'LCP', groupBy: 'day', from: day, to: caseDay(30) });
      const rows = [...before, ...landed].filter((row) => row.name === 'LCP');
      expect(stored.reduce((sum, row) => sum + row.count, 0)).toBe(new Set(rows.map((row) => row.id)).size);
    } finally {
      await small.close().catch(() => undefined);
    }
  });
});
