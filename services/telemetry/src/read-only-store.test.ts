import { chmod, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { vitalReport } from '@opstap/contracts/fixtures';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, storedIds, until, type Running } from '../test/support/process.ts';
import { SITE } from '../test/support/app.ts';

/**
 * The DuckDB file and its folder turn read-only under load, then writable again: the same process
 * recovers without a restart (docs/decisions/0110-ingest-spool.md), says "not ready" meanwhile, and
 * stores every acknowledged event once. A checkpoint then fails ("Permission denied"), which invalidates
 * the database, and reopening it fails until the modes are back. Root writes a file whatever its mode, so
 * the service runs as root without the capabilities that allow it (test/support/process.ts); dropping them needs
 * root, which the test machine and CI have. A small checkpoint threshold makes checkpoints frequent. The spool sits in another folder,
 * as it may in production: beacons are still acknowledged meanwhile. Run twice, like the other
 * process-level tests (durability.test.ts).
 */
const isRoot = process.getuid?.() === 0;
const folder = await mkdtemp(join(tmpdir(), 'opstap-read-only-'));
afterAll(() => rm(folder, { recursive: true, force: true }));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Readiness {
  status: string;
  buffered: { vitals: number };
  spooled: { vitals: number };
}
async function readiness(server: Running): Promise<Readiness> {
  return (await (await fetch(`${server.url}/readyz`)).json()) as Readiness;
}

describe.skipIf(!isRoot).each([1, 2])(
  'a read-only DuckDB file (needs root to drop its file-mode override), run %i',
  (run) => {
    it('recovers without a restart once writable again: not ready meanwhile, no acknowledged event lost or doubled', async () => {
      const base = join(folder, `run-${run}`);
      const store = join(base, 'store');
      const path = join(store, 'vitals.duckdb');
      await mkdir(store, { recursive: true });
      const server = await startServer(
        {
          DUCKDB_PATH: path,
          DUCKDB_CHECKPOINT_THRESHOLD: '1KB',
          SPOOL_DIR: join(base, 'spool'),
          FLUSH_INTERVAL_MS: '200',
          RATE_LIMIT_PER_MINUTE: '100000000',
        },
        { fileModesBindRoot: true },
      );
      /** The store's folder and files, `r-x`/`r--` or writable again. */
      const writable = async (yes: boolean) => {
        for (const file of await readdir(store)) {
          // A checkpoint may remove the WAL between the listing and its chmod: gone is fine.
          await chmod(join(store, file), yes ? 0o644 : 0o444).catch((error: NodeJS.ErrnoException) => {
            if (error.code !== 'ENOENT') throw error;
          });
        }
        await chmod(store, yes ? 0o755 : 0o555);
      };
      const acknowledged: string[] = [];
      let stop = false;
      const client = async () => {
        while (!stop) {
          const events = [vitalReport({ path: '/read-only' }), vitalReport({ path: '/read-only' })];
          const response = await fetch(`${server.url}/analytics/vital`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: SITE },
            body: JSON.stringify(events),
          });
          if (response.status === 204) acknowledged.push(...events.map((e) => e.id));
          else await sleep(20); // a 503 while the buffer is full: back off, as a page would
        }
      };
      const clients = Array.from({ length: 4 }, client);
      try {
        await until('events acknowledged', () => acknowledged.length >= 500);
        await writable(false);
        await until('not ready while the file cannot be written', async () => {
          return (await readiness(server)).status === 'unavailable';
        });
        const whileReadOnly = acknowledged.length;
        await until('events acknowledged while read-only', () => acknowledged.length >= whileReadOnly + 500);
        await writable(true);
        await until('ready again', async () => (await readiness(server)).status === 'ready');
        stop = true;
        await Promise.all(clients);
        await until('everything acknowledged in the store', async () => {
          const state = await readiness(server);
          return state.spooled.vitals === 0 && state.buffered.vitals === 0;
        });
        expect(server.output()).not.toMatch(/"level":60/); // nothing fatal: no acknowledged event lost
      } finally {
        stop = true;
        await writable(true);
        await Promise.all(clients).catch(() => undefined);
        server.child.kill('SIGTERM');
      }
      expect(await server.exited).toBe(0);
      const stored = await storedIds(path);
      expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
      expect([...stored.values()].filter((n) => n > 1)).toEqual([]);
    }, 180_000);
  },
);
