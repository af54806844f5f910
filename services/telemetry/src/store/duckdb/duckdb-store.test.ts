import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeStoreContract } from '../store-contract.ts';
import { caseDay, vital } from '../store-contract-data.ts';
import { DuckDbStore } from './duckdb-store.ts';
import { latestPerId, RecentIds } from './recent-ids.ts';

const folder = await mkdtemp(join(tmpdir(), 'opstap-duckdb-'));

// A real file, as in production: the contract must hold with the WAL and checkpoints in play.
describeStoreContract(
  'duckdb',
  async () => new DuckDbStore({ path: join(folder, 'contract.duckdb') }),
  () => rm(folder, { recursive: true, force: true }),
);

describe('duckdb store file', () => {
  it('keeps what it wrote across a close and a reopen, and a second open of a closed file works', async () => {
    const path = join(folder, 'reopen.duckdb');
    const first = new DuckDbStore({ path });
    await first.init();
    const day = caseDay(0);
    await first.insertVitals([vital({ receivedAt: day, value: 1234 })]);
    await first.close();
    const second = new DuckDbStore({ path });
    await second.init();
    const rows = await second.summary({
      metric: 'LCP',
      groupBy: 'path',
      from: day,
      to: new Date(day.getTime() + 1),
    });
    expect(rows).toMatchObject([{ key: '/', count: 1, p75: 1234 }]);
    await second.close();
  });
});

describe('duckdb duplicate handling', () => {
  it('collapses a duplicate that arrives after a restart (recent ids are reloaded)', async () => {
    const path = join(folder, 'restart-dup.duckdb');
    const day = caseDay(1);
    const first = vital({ receivedAt: day, name: 'CLS', value: 0.05, id: 'v5-restart' });
    const store = new DuckDbStore({ path });
    await store.init();
    await store.insertVitals([first]);
    await store.close();
    const reopened = new DuckDbStore({ path });
    await reopened.init();
    await reopened.insertVitals([{ ...first, receivedAt: new Date(day.getTime() + 1000), value: 0.3 }]);
    const rows = await reopened.summary({ metric: 'CLS', groupBy: 'path', from: day, to: caseDay(2) });
    expect(rows).toMatchObject([{ count: 1, p75: 0.3 }]);
    await reopened.close();
  });

  it('forgets the oldest ids past its bound', () => {
    const recent = new RecentIds(2);
    for (const id of ['a', 'b', 'c']) recent.remember(id);
    expect([recent.has('a'), recent.has('b'), recent.has('c')]).toEqual([false, true, true]);
    recent.remember('b'); // seen again: now the newest
    recent.remember('d');
    expect([recent.has('b'), recent.has('c'), recent.has('d')]).toEqual([true, false, true]);
  });

  it('holds exactly the last ids after the ring wraps many times, a repeated id in its newest slot', () => {
    const recent = new RecentIds(1000);
    for (let i = 0; i < 10_500; i += 1) recent.remember(`id-${i}`);
    expect(recent.has('id-9499')).toBe(false);
    expect(recent.has('id-9500')).toBe(true);
    expect(recent.has('id-10499')).toBe(true);
    recent.remember('id-9500'); // again: survives the eviction of its older slot
    for (let i = 0; i < 999; i += 1) recent.remember(`new-${i}`);
    expect(recent.has('id-9500')).toBe(true);
    expect(recent.has('id-9501')).toBe(false);
    recent.remember('last');
    expect(recent.has('id-9500')).toBe(false);
  });

  it('keeps the latest report per id within a batch, the later one on a tie', () => {
    const at = caseDay(3);
    const a1 = vital({ receivedAt: at, id: 'x', value: 1 });
    const a2 = vital({ receivedAt: at, id: 'x', value: 2 });
    const old = vital({ receivedAt: new Date(at.getTime() - 1), id: 'x', value: 3 });
    expect(latestPerId([a1, a2, old]).map((row) => row.value)).toEqual([2]);
  });
});
