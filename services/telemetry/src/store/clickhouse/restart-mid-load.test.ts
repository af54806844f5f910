import { vitalReport } from '@opstap/contracts/fixtures';
import { createClient } from '@clickhouse/client';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp, SITE, type TestApp } from '../../test-support.ts';
import { startTestClickHouse, type TestClickHouse } from './test-server.ts';

/**
 * Issue 7: nothing acknowledged is lost when ClickHouse restarts mid-load. Real HTTP into the real service
 * (validation, the bounded write buffer) on STORE=clickhouse; ClickHouse is killed (SIGKILL, the crash
 * case) and started again while beacons keep coming. Every report answered 204 must be in the store; while
 * the buffer is full the service must say 503 with Retry-After rather than grow.
 */
let clickhouse: TestClickHouse;
let service: TestApp;
let origin: string;
const DATABASE = 'restart_test';

beforeAll(async () => {
  clickhouse = await startTestClickHouse();
  service = await buildApp({
    STORE: 'clickhouse',
    CLICKHOUSE_URL: clickhouse.url,
    CLICKHOUSE_DATABASE: DATABASE,
    FLUSH_INTERVAL_MS: '100',
    FLUSH_ROWS: '500',
    // Small enough that an outage of a second or two fills it: the 503 rule must show.
    BUFFER_MAX_ROWS: '1500',
    RATE_LIMIT_PER_MINUTE: '100000000',
  });
  await service.app.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${(service.app.server.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  await service?.close();
  await clickhouse?.dispose();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('loses nothing acknowledged across a ClickHouse crash and restart, and answers 503 while full', async () => {
  const acknowledged = new Set<string>();
  const sent = new Set<string>();
  const statuses = new Map<number, number>();
  let retryAfterMissing = 0;
  let sending = true;

  async function sender() {
    while (sending) {
      const batch = Array.from({ length: 20 }, () => vitalReport());
      for (const r of batch) sent.add(r.id);
      const response = await fetch(`${origin}/analytics/vital`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8', origin: SITE },
        body: JSON.stringify(batch),
      });
      await response.arrayBuffer();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      if (response.status === 204) for (const r of batch) acknowledged.add(r.id);
      if (response.status === 503) {
        if (!response.headers.get('retry-after')) retryAfterMissing++;
        await sleep(50);
      }
    }
  }

  const senders = Array.from({ length: 6 }, sender);
  await sleep(800);
  await clickhouse.kill();
  await sleep(2000);
  await clickhouse.start();
  await sleep(1200);
  sending = false;
  await Promise.all(senders);
  // Closing the app flushes what it acknowledged (the ingest plugin's onClose), as SIGTERM does.
  await service.app.close();

  expect([...statuses.keys()].sort()).toEqual([204, 503]);
  expect(retryAfterMissing).toBe(0);
  expect(acknowledged.size).toBeGreaterThan(1000);

  const client = createClient({ url: clickhouse.url });
  const result = await client.query({
    query: `SELECT DISTINCT id FROM ${DATABASE}.vitals`,
    format: 'JSONEachRow',
  });
  const stored = new Set((await result.json<{ id: string }>()).map((row) => row.id));
  await client.close();
  const lost = [...acknowledged].filter((id) => !stored.has(id));
  expect(lost).toEqual([]);
  // And nothing refused was stored behind the client's back: a 503 means "not taken".
  expect([...stored].filter((id) => !sent.has(id) || !acknowledged.has(id))).toEqual([]);
}, 90_000);
