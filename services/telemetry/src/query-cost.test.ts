import { vitalReport } from '@opstap/contracts/fixtures';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFile } from '../test/support/seeded-file.ts';
import { startServer, type Running } from '../test/support/process.ts';
import { auth, SITE } from '../test/support/app.ts';

/**
 * The killing query on the real process (docs/requirements/telemetry-service.md#query-cost): every day
 * since 2000 for each of 200 paths is ~1.9M rows, which the service once built until V8 ran out of memory
 * and took ingest down with it. The rows in the store hardly matter (the days do): 20,000 over the last
 * three days, 200 paths.
 */
const QUERY_TIMEOUT_MS = 5_000;
const KILLING = '/analytics/vitals/summary?metric=LCP&groupBy=day,path&from=2000-01-01';
let folder: string;
let server: Running;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'opstap-query-cost-'));
  const path = join(folder, 'vitals.duckdb');
  const start = new Date(Date.now() - 3 * 86_400_000);
  await seedFile(path, { rows: 20_000, paths: 200, start, stepMs: 10_000 });
  server = await startServer({
    DUCKDB_PATH: path,
    QUERY_TIMEOUT_MS: String(QUERY_TIMEOUT_MS),
    RATE_LIMIT_PER_MINUTE: '1000000',
  });
});
afterAll(async () => {
  server.child.kill('SIGTERM');
  await server.exited;
  await rm(folder, { recursive: true, force: true });
});

/** Beacons one after another until `stop()`, each one's status and time. */
function ingestLoop(url: string) {
  const answers: { status: number; ms: number }[] = [];
  let running = true;
  const done = (async () => {
    for (let i = 0; running; i += 1) {
      const started = performance.now();
      const response = await fetch(`${url}/analytics/vital`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: SITE },
        body: JSON.stringify(vitalReport({ id: `v5-cost-${i}` })),
      });
      answers.push({ status: response.status, ms: performance.now() - started });
    }
  })();
  return {
    answers,
    stop: async () => {
      running = false;
      await done;
      return answers;
    },
  };
}

describe('a query bounded by cost, on the real process', () => {
  it('answers the killing query 400 within its time bound, naming what to narrow, while ingest answers 204', async () => {
    const ingest = ingestLoop(server.url);
    const started = performance.now();
    const response = await fetch(`${server.url}${KILLING}`, { headers: auth });
    const tookMs = performance.now() - started;
    const body = (await response.json()) as { message: string };
    const answers = await ingest.stop();
    expect(response.status).toBe(400);
    expect(body.message).toMatch(/more than 20,000 rows: narrow the window \(from, to\), add a filter/);
    expect(tookMs).toBeLessThan(QUERY_TIMEOUT_MS);
    expect(answers.length).toBeGreaterThan(0);
    expect(answers.every((a) => a.status === 204)).toBe(true);
    // The same question over the days the store holds answers.
    const from = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    const narrowed = await fetch(`${server.url}${KILLING.replace('2000-01-01', from)}`, { headers: auth });
    expect(narrowed.status).toBe(200);
    const { rows } = (await narrowed.json()) as { rows: unknown[] };
    expect(rows.length).toBeGreaterThanOrEqual(3 * 200);
  });

  it('answers every day since 2000 for one path, and warnings per day since 2000 (within the bound)', async () => {
    const summary = await fetch(`${server.url}${KILLING.replace('day,path', 'day')}&path=/page-7`, {
      headers: auth,
    });
    expect(summary.status).toBe(200);
    const warnings = await fetch(`${server.url}/analytics/warnings?groupBy=day&from=2000-01-01`, {
      headers: auth,
    });
    expect(warnings.status).toBe(200);
    const tooLong = await fetch(`${server.url}/analytics/warnings?groupBy=day&from=1900-01-01`, {
      headers: auth,
    });
    expect(tooLong.status).toBe(400);
  });

  it('answers two large exports at once with 200 or 503 and Retry-After, never 500, each 200 whole', async () => {
    const url = `${server.url}/analytics/export?table=vitals&format=csv&from=0001-01-01`;
    const answers = await Promise.all(
      [1, 2].map(async () => {
        const response = await fetch(url, { headers: auth });
        return {
          status: response.status,
          retryAfter: response.headers.get('retry-after'),
          body: await response.text(),
        };
      }),
    );
    for (const answer of answers) {
      expect([200, 503]).toContain(answer.status);
      if (answer.status === 503) expect(Number(answer.retryAfter)).toBeGreaterThan(0);
      else expect(answer.body.trimEnd().split('\n').length).toBeGreaterThanOrEqual(1 + 20_000);
    }
    expect(answers.some((answer) => answer.status === 200)).toBe(true);
  });
});
