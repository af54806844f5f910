import { existsSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, describe, expect, it } from 'vitest';
import { WriteBuffer } from '../../ingest/write-buffer.ts';
import { memorySpool } from '../../../test/support/app.ts';
import type { VitalRow } from '../types.ts';
import { addMs, caseDay, randomRows, summaryOf, vital } from '../../../test/store/store-contract-data.ts';
import { DuckDbEngine } from './duckdb-engine.ts';
import { DuckDbStore } from './duckdb-store.ts';
import { columnsOf } from './vital-columns.ts';
import { batchOf } from '../vital-batch.ts';

/** The worker thread behind DuckDbStore (docs/decisions/0601): failures, shutdown, the event loop. */
const folder = await mkdtemp(join(tmpdir(), 'opstap-duckdb-worker-'));
afterAll(() => rm(folder, { recursive: true, force: true }));

const CRASH_ONCE = new URL('../../../test/fixtures/crash-once-worker.mjs', import.meta.url);
const day = caseDay(0);
const count = async (store: DuckDbStore) =>
  (await summaryOf(store, { metric: 'LCP', groupBy: 'path', from: day, to: addMs(day, 86_400_000) }))
    .map((row) => row.count)
    .reduce((sum, n) => sum + n, 0);
/**
 * What `run` costs this thread: the CPU time it used (ms, from /proc/thread-self/stat: utime + stime in
 * ticks of 10 ms) and the longest the event loop waited. The CPU time is the measure a test can hold on
 * shared cores: a wait also grows with how long other processes keep this thread from a core.
 */
async function costToThisThread(run: () => Promise<void>): Promise<{ cpuMs: number; stallMs: number }> {
  const cpu = () => {
    const stat = readFileSync('/proc/thread-self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  };
  const delay = monitorEventLoopDelay({ resolution: 5 });
  const before = cpu();
  delay.enable();
  await run();
  delay.disable();
  return { cpuMs: cpu() - before, stallMs: delay.max / 1e6 };
}
const lcpRows = (n: number) =>
  Array.from({ length: n }, (_, i) => vital({ receivedAt: addMs(day, i), value: i }));

describe('the DuckDB worker thread', () => {
  it('turns a worker that dies mid-write into a retry: the batch stays buffered and lands once', async () => {
    const spool = memorySpool<VitalRow>();
    const store = new DuckDbStore({ path: join(folder, 'crash.duckdb') }, CRASH_ONCE);
    await store.init();
    const buffer = new WriteBuffer(
      (batch) => store.insertVitals(batch),
      () => store.createVitalBatch(),
      { flushRows: 1000, maxRows: 1000, onError: () => {} },
      spool,
    );
    buffer.offer(lcpRows(40), spool.append([]));
    await expect(buffer.flush()).rejects.toThrow(/DuckDB worker stopped \(exit code 70\)/);
    expect(buffer.size).toBe(40); // acknowledged rows leave the buffer only by landing in the store
    await buffer.flush(); // the next call starts a new worker
    expect(buffer.size).toBe(0);
    expect(await count(store)).toBe(40);
    expect(await store.ping()).toBe(true);
    await store.close();
  });

  it('passes a write error back as a rejection, keeps the rows buffered, and keeps serving', async () => {
    const spool = memorySpool<VitalRow>();
    const store = new DuckDbStore({ path: join(folder, 'error.duckdb') });
    await store.init();
    const buffer = new WriteBuffer(
      (batch) => store.insertVitals(batch),
      () => store.createVitalBatch(),
      { flushRows: 1000, maxRows: 1000, onError: () => {} },
      spool,
    );
    // DuckDB refuses a height outside INTEGER: a write that fails inside the worker.
    buffer.offer([vital({ receivedAt: day, height: 2 ** 40 })], spool.append([]));
    await expect(buffer.flush()).rejects.toThrow();
    expect(buffer.size).toBe(1);
    await store.insertVitals(batchOf(store, lcpRows(3)));
    expect(await count(store)).toBe(3);
    await store.close();
  });

  it('finishes the writes it was sent, checkpoints and closes the file on close()', async () => {
    const path = join(folder, 'close.duckdb');
    const store = new DuckDbStore({ path });
    await store.init();
    const pending = store.insertVitals(batchOf(store, lcpRows(500))); // not awaited: close() must wait for it
    await store.close();
    await pending;
    // CHECKPOINT folded the write-ahead log into the file, so no WAL is left behind.
    expect(existsSync(`${path}.wal`) ? statSync(`${path}.wal`).size : 0).toBe(0);
    const reopened = new DuckDbStore({ path });
    await reopened.init();
    expect(await count(reopened)).toBe(500);
    await reopened.close();
    await expect(store.insertVitals(batchOf(store, lcpRows(1)))).rejects.toThrow(/not open/);
  });

  it('commits large batches, checkpoints included, with a small share of the work on this thread', async () => {
    // Enough rows that DuckDB's write-ahead log passes its checkpoint threshold during each commit: a
    // low threshold (1MB; the service's default is DuckDB's 16MB) keeps the batches, and the test, small.
    const rows = [1, 2, 3, 4].map((seed) => randomRows(day, 12_500, seed));
    const checkpointThreshold = '1MB';
    // The control, same batches, same run: the engine on this thread, as before the worker
    // (docs/decisions/0601), where a commit (with its checkpoint) is one synchronous native call.
    const engine = new DuckDbEngine({ path: join(folder, 'big-in-thread.duckdb'), checkpointThreshold });
    await engine.init();
    const columns = rows.map((batch) => columnsOf(batch));
    const inThread = await costToThisThread(async () => {
      for (const batch of columns) await engine.insertVitals(batch);
    });
    await engine.close();

    const store = new DuckDbStore({ path: join(folder, 'big.duckdb'), checkpointThreshold });
    await store.init();
    // Encoded before the clock starts: the service encodes each report as its request arrives.
    const batches = rows.map((batch) => batchOf(store, batch));
    const viaWorker = await costToThisThread(async () => {
      for (const batch of batches) await store.insertVitals(batch);
    });
    // Each commit checkpointed: the write-ahead log is gone (each batch writes ~3.6 MB to it).
    expect(existsSync(join(folder, 'big.duckdb.wal'))).toBe(false);
    const lcp = await summaryOf(store, {
      metric: 'LCP',
      groupBy: 'day',
      from: day,
      to: addMs(day, 3 * 86_400_000),
    });
    expect(lcp.reduce((sum, row) => sum + row.count, 0)).toBe(
      rows.flat().filter((row) => row.name === 'LCP').length,
    );
    await store.close();
    // The waits are printed, not held to a bound: on two busy cores a wait measures the machine as much as
    // this thread (a fresh-clone run beside a CPU hog once saw 1.3 s via the worker against 1.8 s). The CPU
    // bound is a quarter: via the worker this thread took 3% of writing itself on one machine and 8–13% on
    // a slower one (80–160 ms against 930–1,240: cloning the batches and collecting the rows built for them),
    // so a tenth failed there at random; work back on this thread (decision 0601 undone) would be near all of it.
    expect(
      viaWorker.cpuMs,
      `this thread's CPU: ${viaWorker.cpuMs} ms via the worker, ${inThread.cpuMs} ms writing itself; ` +
        `longest wait: ${viaWorker.stallMs} ms and ${inThread.stallMs} ms`,
    ).toBeLessThan(inThread.cpuMs / 4);
  }, 120_000);
});
