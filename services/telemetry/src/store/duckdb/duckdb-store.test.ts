import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeStoreContract } from '../store-contract.ts';
import { caseDay, vital } from '../store-contract-data.ts';
import { DuckDbStore } from './duckdb-store.ts';

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
