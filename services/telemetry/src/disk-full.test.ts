import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { vitalReport } from '@opstap/contracts/fixtures';
import { afterAll, describe, expect, it } from 'vitest';
import { failToStart, startServer, storedIds, until, type Running } from '../test/support/process.ts';
import { SITE } from '../test/support/app.ts';

/**
 * The disk that holds the store and the spool fills up under load, then gets room again: the same process
 * recovers without a restart, leaves no file per failed write, exits 0 or 75 as what it stored says, and
 * every acknowledged event is stored once (docs/requirements/telemetry-service.md#durability). A small
 * tmpfs is the disk; mounting one needs root, which the test machine and CI have. Run twice, like the
 * other process-level tests.
 */
const isRoot = process.getuid?.() === 0;
const folder = await mkdtemp(join(tmpdir(), 'opstap-disk-full-'));
const mounts: string[] = [];
afterAll(async () => {
  for (const mount of mounts) execFileSync('umount', ['-l', mount]);
  await rm(folder, { recursive: true, force: true });
});

async function tmpfs(name: string, size: string): Promise<string> {
  const mount = join(folder, name);
  await mkdir(mount);
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', mount], { stdio: 'ignore' });
  mounts.push(mount);
  return mount;
}

/** Fills the disk at `mount` to its last byte; returns a function that frees it. */
async function fill(mount: string): Promise<() => Promise<void>> {
  const chunk = Buffer.alloc(64 * 1024, 1);
  const files: string[] = [];
  for (let i = 0; ; i += 1) {
    const file = join(mount, `filler-${i}`);
    try {
      await writeFile(file, chunk);
      files.push(file);
    } catch {
      await rm(file, { force: true });
      break;
    }
  }
  return async () => {
    for (const file of files) await rm(file, { force: true });
  };
}

/** The smallest spool segment the service allows (SPOOL_SEGMENT_BYTES). */
const SEGMENT_BYTES = 64 * 1024;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const readiness = async (server: Running) =>
  (await (await fetch(`${server.url}/readyz`)).json()) as { status: string; spooled: { vitals: number } };
const spoolFiles = async (spool: string) =>
  (await readdir(join(spool, 'vitals'))).filter((name) => name.endsWith('.spool')).length;

describe.skipIf(!isRoot)('a full disk (needs root for a tmpfs)', () => {
  it('refuses to start with too little room for the spool, saying what it needs', async () => {
    const mount = await tmpfs('tiny', '512k');
    const { code, stderr } = await failToStart({
      QUERY_API: 'off',
      DUCKDB_PATH: join(folder, 'tiny.duckdb'),
      SPOOL_DIR: join(mount, 'spool'),
    });
    expect(code).toBe(1);
    expect(stderr).toMatch(/needs at least 1048576 \(1.0 MiB\) to start: free space there or set SPOOL_DIR/);
  });

  it.each([1, 2])(
    'run %i: recovers without a restart once freed, no file per failed write, exits truthfully, 0 lost, 0 doubled',
    async (run) => {
      const mount = await tmpfs(`disk-${run}`, '48m');
      const path = join(mount, 'vitals.duckdb');
      const spool = join(mount, 'spool');
      const server = await startServer({
        DUCKDB_PATH: path,
        SPOOL_DIR: spool,
        FLUSH_INTERVAL_MS: '200',
        RATE_LIMIT_PER_MINUTE: '100000000',
        // The smallest segments: on a 48 MB disk they would be 3 MB, and the two each spool keeps ready
        // (decision 0110) took ~16,000 more events after the disk filled before the first refusal; the
        // beacons sent meanwhile were most of this file's CPU (docs/perf/test-run.md).
        SPOOL_SEGMENT_BYTES: String(SEGMENT_BYTES),
      });
      const acknowledged: string[] = [];
      let refused = 0;
      let stop = false;
      const client = async () => {
        while (!stop) {
          const events = [vitalReport({ path: '/full' }), vitalReport({ path: '/full' })];
          const response = await fetch(`${server.url}/analytics/vital`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: SITE },
            body: JSON.stringify(events),
          });
          if (response.status === 204) acknowledged.push(...events.map((e) => e.id));
          else {
            refused += 1;
            await sleep(20); // a 503: back off, as a page would
          }
        }
      };
      const clients = Array.from({ length: 4 }, client);
      let free = async () => {};
      try {
        await until('events acknowledged', () => acknowledged.length >= 500);
        free = await fill(mount);
        const before = refused;
        await until('beacons refused while the disk is full', () => refused >= before + 200);
        // Hundreds of failed writes later, no file for each: no more segments than what the spool holds
        // spans (its first one partly drained) and the one made ready after them.
        const { spooled } = await readiness(server);
        const segments = Math.ceil(spooled.vitals / SEGMENT_BYTES) + 2;
        expect(await spoolFiles(spool)).toBeLessThanOrEqual(segments);
        await free();
        const freed = acknowledged.length;
        await until('beacons acknowledged again', () => acknowledged.length >= freed + 500);
        await until(
          'ready again, without a restart',
          async () => (await readiness(server)).status === 'ready',
        );
        stop = true;
        await Promise.all(clients);
        await until(
          'everything acknowledged in the store',
          async () => (await readiness(server)).spooled.vitals === 0,
        );
        expect(server.output()).not.toMatch(/"level":60/);
      } finally {
        stop = true;
        await free();
        await Promise.all(clients).catch(() => undefined);
        server.child.kill('SIGTERM');
      }
      expect(await server.exited).toBe(0);
      expect(await spoolFiles(spool)).toBe(0);
      const stored = await storedIds(path);
      expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
      expect([...stored.values()].filter((n) => n > 1)).toEqual([]);
    },
    180_000,
  );
});
