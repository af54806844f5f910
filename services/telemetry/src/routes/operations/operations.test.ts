import { vitalReport } from '@opstap/contracts/fixtures';
import { copyFile, mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auth,
  buildApp,
  flushed,
  IMPORT_TOKEN,
  OPERATOR_TOKEN,
  operatorAuth,
  SITE,
  TOKEN,
  type TestApp,
} from '../../../test/support/app.ts';

/**
 * The operators' endpoints through app.inject on a real DuckDB file
 * (docs/requirements/telemetry-service.md#metrics, #tokens, #backup-and-restore).
 */
const post = (app: TestApp['app'], payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/analytics/vital',
    headers: { 'content-type': 'application/json', origin: SITE, ...headers },
    payload: JSON.stringify(payload),
  });

/** One sample's value from Prometheus's text format, 0 when absent. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('GET /metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());
  const scrape = async () => {
    const response = await t.app.inject({ url: '/metrics', headers: operatorAuth });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.body;
  };

  it('is for operators only: no token, a read token or an import token get 401', async () => {
    for (const headers of [{}, auth, { authorization: `Bearer ${IMPORT_TOKEN}` }]) {
      const response = await t.app.inject({ url: '/metrics', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toContain('OPERATOR_TOKEN');
    }
  });

  it('moves with traffic: accepted, refused by reason, store writes, query latency, event-loop lag', async () => {
    const before = await scrape();
    const visitor = { 'x-forwarded-for': '203.0.113.77' };
    expect((await post(t.app, [vitalReport(), vitalReport(), vitalReport()], visitor)).statusCode).toBe(204);
    expect((await post(t.app, vitalReport(), { origin: 'https://elsewhere.example' })).statusCode).toBe(403);
    expect((await post(t.app, { name: 'LCP' })).statusCode).toBe(400);
    await flushed(t.app);
    const summary = await t.app.inject({ url: '/analytics/vitals/summary?metric=LCP', headers: auth });
    expect(summary.statusCode).toBe(200);
    const after = await scrape();

    const moved = (series: string) => sample(after, series) - sample(before, series);
    expect(moved('opstap_ingest_accepted_events_total{kind="vital"}')).toBe(3);
    expect(moved('opstap_ingest_refused_total{reason="foreignOrigin"}')).toBe(1);
    expect(moved('opstap_ingest_refused_total{reason="invalid"}')).toBe(1);
    expect(moved('opstap_store_write_seconds_count{table="vitals"}')).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'opstap_store_write_failures_total{table="vitals"}')).toBe(0);
    expect(moved('opstap_query_seconds_count{endpoint="/analytics/vitals/summary"}')).toBe(1);
    expect(after).toMatch(/^opstap_spool_bytes\{table="vitals"\} \d+$/m);
    expect(after).toMatch(/^opstap_spool_segments\{table="vitals"\} \d+$/m);
    expect(after).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    // Private: no visitor's address, no token, no query string in a label.
    for (const secret of ['203.0.113.77', '127.0.0.1', TOKEN, OPERATOR_TOKEN, 'metric=LCP'])
      expect(after).not.toContain(secret);
  });
});

describe('tokens from a file', () => {
  it('follow the file without a restart: a rotated token works, the retired one stops', async () => {
    const holder = await buildApp({ QUERY_API: 'off' }); // only for its temp folder
    const file = join(holder.folder, 'analytics-tokens');
    const [oldToken, newToken] = [
      'old-token-0123456789abcdefghijklmnopqrstu',
      'new-token-0123456789abcdefghijklmnopqrstu',
    ];
    // Written whole and renamed into place, as an operator's tooling (or a mounted secret) does.
    const put = async (text: string) => {
      await writeFile(`${file}.next`, text);
      await rename(`${file}.next`, file);
    };
    await put(`${oldToken}\n`);
    const t = await buildApp({ ANALYTICS_TOKEN: '', ANALYTICS_TOKEN_FILE: file });
    const status = async (token: string) =>
      (await t.app.inject({ url: '/analytics/releases', headers: { authorization: `Bearer ${token}` } }))
        .statusCode;
    try {
      expect(await status(oldToken)).toBe(200);
      expect(await status(newToken)).toBe(401);
      await put(`# both while the clients move\n${oldToken}\n${newToken}\n`);
      await expect.poll(() => status(newToken), { timeout: 10_000 }).toBe(200);
      expect(await status(oldToken)).toBe(200);
      await put(`${newToken}\n`);
      await expect.poll(() => status(oldToken), { timeout: 10_000 }).toBe(401);
      expect(await status(newToken)).toBe(200);
      // A file that breaks (a short token) is not taken: the last good set stays.
      await put('short\n');
      await new Promise((done) => setTimeout(done, 1500));
      expect(await status(newToken)).toBe(200);
    } finally {
      await t.close();
      await holder.close();
    }
  });

  it('accepts several tokens at once from the variable, a comma list', async () => {
    const second = 'second-token-0123456789abcdefghijklmnopqr';
    const t = await buildApp({ ANALYTICS_TOKEN: `${TOKEN},${second}` });
    try {
      for (const token of [TOKEN, second]) {
        const response = await t.app.inject({
          url: '/analytics/releases',
          headers: { authorization: `Bearer ${token}` },
        });
        expect(response.statusCode).toBe(200);
      }
    } finally {
      await t.close();
    }
  });
});

describe('POST /admin/backup', () => {
  it('copies the store under ingest into a file that, opened as a store, answers the same summary', async () => {
    const t = await buildApp({ FLUSH_INTERVAL_MS: '20', FLUSH_ROWS: '50' });
    // Its own folder: a store file's spool sits beside it, one owner each.
    const restoredPath = join(t.folder, 'restore', 'vitals.duckdb');
    let restored: TestApp | undefined;
    try {
      // Before the backup: /werkgevers, all stored.
      const before = Array.from({ length: 400 }, (_, i) =>
        vitalReport({ name: 'LCP', path: '/werkgevers', value: 500 + ((i * 37) % 3000) }),
      );
      for (let i = 0; i < before.length; i += 50)
        expect((await post(t.app, before.slice(i, i + 50))).statusCode).toBe(204);
      await flushed(t.app);
      // During: /employers, beacons acknowledged and written while the copy is taken.
      let ingesting = true;
      let sent = 0;
      let failure: unknown;
      const ingest = (async () => {
        while (ingesting) {
          const batch = Array.from({ length: 20 }, () => vitalReport({ name: 'LCP', path: '/employers' }));
          expect((await post(t.app, batch)).statusCode).toBe(204);
          sent += batch.length;
        }
      })().catch((error: unknown) => (failure = error));
      while (sent < 100 && failure === undefined) await new Promise((done) => setTimeout(done, 5));
      const backup = await t.app.inject({ method: 'POST', url: '/admin/backup', headers: operatorAuth });
      ingesting = false;
      await ingest;
      if (failure !== undefined) throw failure;
      await flushed(t.app);
      expect(backup.statusCode, backup.body).toBe(201);
      const { file, bytes } = backup.json() as { file: string; bytes: number };
      expect(file.startsWith(join(t.folder, 'backups'))).toBe(true);
      expect(bytes).toBeGreaterThan(0);

      // Restore: the copy in place of a store file, opened by a service of its own.
      await mkdir(dirname(restoredPath));
      await copyFile(file, restoredPath);
      restored = await buildApp({ DUCKDB_PATH: restoredPath });
      const summary = async (app: TestApp['app'], path: string) => {
        const response = await app.inject({
          url: `/analytics/vitals/summary?metric=LCP&path=${path}&percentiles=50,75,95`,
          headers: auth,
        });
        expect(response.statusCode).toBe(200);
        return response.json().rows as { count: number }[];
      };
      const original = await summary(t.app, '/werkgevers');
      expect(original[0]?.count).toBe(before.length);
      expect(await summary(restored.app, '/werkgevers')).toEqual(original);
      // Of the beacons written during the copy, the backup holds those committed when it began: never more.
      const during = (await summary(restored.app, '/employers'))[0]?.count ?? 0;
      expect(during).toBeLessThanOrEqual((await summary(t.app, '/employers'))[0]?.count ?? 0);
    } finally {
      await restored?.close();
      await t.close();
    }
  });

  it('is for operators only', async () => {
    const t = await buildApp();
    try {
      const response = await t.app.inject({ method: 'POST', url: '/admin/backup', headers: auth });
      expect(response.statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });
});
