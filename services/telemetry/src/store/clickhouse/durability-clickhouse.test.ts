import { vitalReport } from '@opstap/contracts/fixtures';
import { createClient } from '@clickhouse/client';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT_SPOOLED } from '../../plugins/ingest.ts';
import { startServer, type Running } from '../../../test/support/process.ts';
import { SITE } from '../../../test/support/app.ts';
import { sharedTestClickHouse } from '../../../test/support/clickhouse.ts';
import type { TestClickHouse } from '../../../scripts/clickhouse-server.ts';

/**
 * The spool's promises on STORE=clickhouse, on the real process (docs/decisions/0110-ingest-spool.md):
 * a SIGKILL under load loses no acknowledged event, and ClickHouse down through a SIGTERM keeps them in
 * the spool (exit 75) for the next start, and ClickHouse stopped for 10 s mid-load, then back, is ridden out
 * by the same process. Queries see each id once (FINAL, as the store's queries).
 * Each runs twice; every wait is for an event, bounded generously.
 */
let clickhouse: TestClickHouse;
let folder: string;
beforeAll(async () => {
  clickhouse = sharedTestClickHouse();
  folder = await mkdtemp(join(tmpdir(), 'opstap-ch-durability-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(what: string, done: () => boolean | Promise<boolean>, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

/** Beacons from 16 clients until `stop()`; the ids answered 204. */
function load(server: Running) {
  const acknowledged: string[] = [];
  let stopped = false;
  const client = async (n: number) => {
    for (let i = 0; !stopped; i += 1) {
      const events = Array.from({ length: 1 + ((n + i) % 5) }, () => vitalReport({ path: '/ch-durability' }));
      try {
        const response = await fetch(`${server.url}/analytics/vital`, {
          method: 'POST',
          headers: { 'content-type': 'text/plain;charset=UTF-8', origin: SITE },
          body: JSON.stringify(events),
        });
        await response.arrayBuffer();
        if (response.status === 204) acknowledged.push(...events.map((e) => e.id));
        else await sleep(20);
      } catch {
        return; // the process is gone
      }
    }
  };
  const clients = Array.from({ length: 16 }, (_, n) => client(n));
  return {
    acknowledged,
    stop: async () => {
      stopped = true;
      await Promise.all(clients);
    },
  };
}

/** Each stored id and how often queries see it. */
async function storedIds(database: string): Promise<Map<string, number>> {
  const client = createClient({ url: clickhouse.url });
  try {
    const result = await client.query({
      query: `SELECT id, count() AS n FROM ${database}.vitals FINAL GROUP BY id`,
      format: 'JSONEachRow',
      clickhouse_settings: { output_format_json_quote_64bit_integers: 0 },
    });
    return new Map((await result.json<{ id: string; n: number }>()).map((row) => [row.id, Number(row.n)]));
  } finally {
    await client.close();
  }
}

const drained = async (server: Running) => {
  const state = (await (await fetch(`${server.url}/readyz`)).json()) as {
    buffered: { vitals: number };
    spooled: { vitals: number };
  };
  return state.spooled.vitals === 0 && state.buffered.vitals === 0;
};

describe.each([1, 2])('the spool on ClickHouse, run %i', (run) => {
  const env = (name: string) => ({
    STORE: 'clickhouse',
    CLICKHOUSE_URL: clickhouse.url,
    CLICKHOUSE_DATABASE: `${name}_${run}`,
    SPOOL_DIR: join(folder, `${name}-${run}`),
    FLUSH_INTERVAL_MS: '250',
    RATE_LIMIT_PER_MINUTE: '100000000',
  });

  it('loses no acknowledged event to a SIGKILL under load, and shows none twice after the replay', async () => {
    const server = await startServer(env('kill'));
    const beacons = load(server);
    await until('acknowledged events under load', () => beacons.acknowledged.length >= 3000);
    server.child.kill('SIGKILL');
    await server.exited;
    await beacons.stop();

    const restarted = await startServer(env('kill'));
    await until('the replay drained', () => drained(restarted));
    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toBe(0);
    const stored = await storedIds(`kill_${run}`);
    expect(beacons.acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    expect([...stored.values()].filter((n) => n > 1)).toEqual([]);
  }, 240_000);

  it('keeps what it acknowledged while ClickHouse is down through a SIGTERM (exit 75), and stores it once up', async () => {
    const server = await startServer(env('down'));
    const beacons = load(server);
    await until('acknowledged events', () => beacons.acknowledged.length >= 1000);
    await clickhouse.stop();
    const atStop = beacons.acknowledged.length;
    await until(
      'events acknowledged while ClickHouse is down',
      () => beacons.acknowledged.length >= atStop + 1000,
    );
    await beacons.stop();
    server.child.kill('SIGTERM');
    // The final flush fails: acknowledged events stay in the spool, and the exit code says so.
    expect(await server.exited).toBe(EXIT_SPOOLED);

    await clickhouse.start();
    const restarted = await startServer(env('down'));
    await until('the replay drained', () => drained(restarted));
    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toBe(0);
    const stored = await storedIds(`down_${run}`);
    expect(beacons.acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    expect([...stored.values()].filter((n) => n > 1)).toEqual([]);
  }, 240_000);

  // The outage is the scenario (an operator's restart, a failover), so its 10 s are a fixed time; every
  // wait around it is for an event.
  it('rides out ClickHouse stopped for 10 s mid-load, then back: the same process, 0 lost, 0 doubled, exit 0', async () => {
    const server = await startServer(env('outage'));
    const beacons = load(server);
    await until('acknowledged events', () => beacons.acknowledged.length >= 1000);
    await clickhouse.stop();
    const atStop = beacons.acknowledged.length;
    await sleep(10_000);
    expect(beacons.acknowledged.length).toBeGreaterThan(atStop); // the spool kept acknowledging
    await clickhouse.start();
    const atStart = beacons.acknowledged.length;
    await until('events acknowledged once it is back', () => beacons.acknowledged.length >= atStart + 1000);
    await beacons.stop();
    await until('everything acknowledged in the store, without a restart', () => drained(server));
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const stored = await storedIds(`outage_${run}`);
    expect(beacons.acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    expect([...stored.values()].filter((n) => n > 1)).toEqual([]);
  }, 240_000);
});
