import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseDay, randomRows } from '../store-contract-data.ts';
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
    const stored = await store.summary({ metric: 'LCP', groupBy: 'day', from: day, to: caseDay(4) });
    const expected = new Set(
      batches
        .flat()
        .filter((row) => row.name === 'LCP')
        .map((row) => row.id),
    ).size;
    expect(stored.reduce((sum, row) => sum + row.count, 0)).toBe(expected);
  });
});
