import { createClient } from '@clickhouse/client';
import { rate } from '@opstap/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quantileCont, summaryOf, vital, warn, warningsOf } from '../../../test/store/store-contract-data.ts';
import type { VitalRow, WarnRow } from '../types.ts';
import { MIGRATIONS } from './migrations.ts';
import { ClickHouseStore } from './clickhouse-store.ts';
import { sqlLiteral } from './escape.ts';
import { sharedTestClickHouse } from '../../../test/support/clickhouse.ts';
import type { TestClickHouse } from '../../../scripts/clickhouse-server.ts';
import { batchOf } from '../vital-batch.ts';

// Adapter-specific behaviour against a real clickhouse-server (Debian's 18.16). The numbers every store must
// agree on are in the shared store contract suite (test/store/store-contract.ts).
let server: TestClickHouse;
let store: ClickHouseStore;
const FROM = new Date(Date.UTC(2026, 10, 1));
const TO = new Date(Date.UTC(2026, 11, 1));
const FAST_RETRY = { attempts: 3, baseDelayMs: 20, maxDelayMs: 50 };
const AT = new Date(Date.UTC(2026, 10, 10, 12));
const vitalRow = (overrides: Partial<VitalRow> = {}) => vital({ receivedAt: AT, ...overrides });
const warnRow = (overrides: Partial<WarnRow> = {}) => warn({ receivedAt: AT, ...overrides });

beforeAll(async () => {
  server = sharedTestClickHouse();
  store = new ClickHouseStore({ url: server.url, database: 'adapter_test', retry: FAST_RETRY });
  await store.init();
}, 60_000);

afterAll(async () => {
  await store?.close();
  await server?.dispose();
});

describe('migrations', () => {
  it('are applied once and are idempotent at every start', async () => {
    const again = new ClickHouseStore({ url: server.url, database: 'adapter_test' });
    await again.init();
    await again.init();
    await again.close();
    const client = createClient({ url: server.url });
    const result = await client.query({
      query:
        'SELECT version, count() AS n FROM adapter_test.schema_migrations GROUP BY version ORDER BY version',
      format: 'JSONEachRow',
      clickhouse_settings: { output_format_json_quote_64bit_integers: 0 },
    });
    expect(await result.json()).toEqual([
      { version: 1, n: 1 },
      { version: 2, n: 1 },
    ]);
    await client.close();
  });

  it('brings a version-1 database up to date, its rows readable with the new columns empty', async () => {
    const client = createClient({ url: server.url });
    const db = 'from_v1';
    await client.command({ query: `CREATE DATABASE IF NOT EXISTS ${db}` });
    for (const query of MIGRATIONS[0]?.statements(db) ?? []) await client.command({ query });
    await client.insert({
      table: `${db}.vitals`,
      values: [
        { received_at_ms: Date.UTC(2026, 0, 5), name: 'LCP', id: 'old-1', value: 1800, path: '/werkgevers' },
      ],
      format: 'JSONEachRow',
    });
    const store = new ClickHouseStore({ url: server.url, database: db });
    await store.init();
    await store.close();
    const result = await client.query({
      query: `SELECT id, screen, attr_target, attr_input_delay FROM ${db}.vitals`,
      format: 'JSONEachRow',
    });
    expect(await result.json()).toEqual([
      { id: 'old-1', screen: '', attr_target: '', attr_input_delay: null },
    ]);
    await client.close();
  });

  it('refuses a database name that is not a plain identifier', () => {
    expect(() => new ClickHouseStore({ url: server.url, database: 'x; DROP DATABASE y' })).toThrow(
      /CLICKHOUSE_DATABASE/,
    );
  });
});

describe('the escape function against the real server', () => {
  const hostile = [
    "' OR 1=1 --",
    "\\' OR 1=1 --",
    "\\'; DROP TABLE adapter_test.vitals; --",
    '\\',
    '\\\\x00',
    "''",
    'a\u0000b',
    'line\nbreak\r\n\ttab',
    '\u001b[31mred',
    '%s %d ? $1 {x:String}',
    'café 😀 ünïcödé',
    Array.from({ length: 128 }, (_, code) => String.fromCharCode(code)).join(''),
  ];

  it('round-trips every hostile string exactly', async () => {
    const client = createClient({ url: server.url });
    for (const text of hostile) {
      const result = await client.query({
        query: `SELECT ${sqlLiteral(text)} AS text`,
        format: 'JSONEachRow',
      });
      expect(await result.json()).toEqual([{ text }]);
    }
    await client.close();
  });

  it('matches a hostile path, device and country only to itself (injection in every string filter)', async () => {
    const at = new Date(Date.UTC(2026, 10, 12));
    await store.insertVitals(
      batchOf(store, [
        ...hostile.map((text, i) =>
          vitalRow({ receivedAt: at, path: text, device: text, country: text, value: i }),
        ),
        vitalRow({ receivedAt: at, path: '/innocent', device: 'desktop', country: 'gb', value: 999 }),
      ]),
    );
    for (const [i, text] of hostile.entries()) {
      for (const filter of ['path', 'device', 'country'] as const) {
        const rows = await summaryOf(store, {
          metric: 'LCP',
          groupBy: 'path',
          from: at,
          to: TO,
          [filter]: text,
        });
        expect(rows, `${filter} = ${JSON.stringify(text)}`).toEqual([
          { key: text, count: 1, p75: i, good: 1, needsImprovement: 0, poor: 0 },
        ]);
      }
    }
  });

  it('never turns a metric or a groupBy that slipped past validation into SQL', async () => {
    const window = { from: FROM, to: TO };
    const metric = "LCP' OR '1'='1" as 'LCP';
    await expect(summaryOf(store, { metric, groupBy: 'path', ...window })).rejects.toThrow(/unknown metric/);
    const groupBy = 'path, (SELECT 1)' as 'path';
    await expect(summaryOf(store, { metric: 'LCP', groupBy, ...window })).rejects.toThrow(
      /unknown dimension/,
    );
    await expect(warningsOf(store, { groupBy: 'message; DROP' as 'message', ...window })).rejects.toThrow(
      /unknown dimension/,
    );
    expect(await store.ping()).toBe(true);
  });

  it('stores and groups hostile warning messages and paths as data', async () => {
    const at = new Date(Date.UTC(2026, 10, 13));
    const until = new Date(Date.UTC(2026, 10, 14));
    await store.insertWarnings(hostile.map((text) => warnRow({ receivedAt: at, message: text, path: text })));
    for (const groupBy of ['message', 'path'] as const) {
      const rows = await warningsOf(store, { from: at, to: until, groupBy });
      expect(rows.map((row) => row.key).sort()).toEqual([...hostile].sort());
      expect(rows.every((row) => row.count === 1)).toBe(true);
    }
  });
});

describe('queries', () => {
  it('computes the interpolated p75 and the shares exactly, per day', async () => {
    const values = Array.from({ length: 401 }, (_, i) => Math.round(((i * 7919) % 6000) + (i % 3) * 0.5));
    const [first, second] = [Date.UTC(2026, 10, 20), Date.UTC(2026, 10, 21)];
    await store.insertVitals(
      batchOf(
        store,
        values.map((value, i) =>
          vitalRow({
            receivedAt: new Date((i % 2 ? second : first) + i * 1000),
            path: '/p75',
            value,
            rating: rate('LCP', value),
          }),
        ),
      ),
    );
    const rows = await summaryOf(store, {
      metric: 'LCP',
      groupBy: 'day',
      path: '/p75',
      from: new Date(first),
      to: new Date(second + 86_400_000),
    });
    expect(rows.map((row) => row.key)).toEqual(['2026-11-20', '2026-11-21']);
    for (const [d, row] of rows.entries()) {
      const mine = values.filter((_, i) => i % 2 === d);
      const share = (rating: string) => mine.filter((v) => rate('LCP', v) === rating).length / mine.length;
      expect(row.count).toBe(mine.length);
      expect(row.p75).toBeCloseTo(quantileCont(mine, 0.75), 9);
      expect(row.good).toBeCloseTo(share('good'), 12);
      expect(row.needsImprovement).toBeCloseTo(share('needs-improvement'), 12);
      expect(row.poor).toBeCloseTo(share('poor'), 12);
    }
  });

  it('treats the window as from inclusive, to exclusive, to the millisecond', async () => {
    const edge = Date.UTC(2026, 10, 22, 8, 30, 0, 500);
    await store.insertVitals(
      batchOf(store, [
        vitalRow({ receivedAt: new Date(edge - 1), path: '/edge', value: 1 }),
        vitalRow({ receivedAt: new Date(edge), path: '/edge', value: 2 }),
        vitalRow({ receivedAt: new Date(edge + 1), path: '/edge', value: 3 }),
      ]),
    );
    const rows = await summaryOf(store, {
      metric: 'LCP',
      groupBy: 'path',
      path: '/edge',
      from: new Date(edge),
      to: new Date(edge + 1),
    });
    expect(rows).toEqual([{ key: '/edge', count: 1, p75: 2, good: 1, needsImprovement: 0, poor: 0 }]);
  });

  it('collapses a duplicate report of the same metric id to the latest, across separate inserts', async () => {
    const at = Date.UTC(2026, 10, 23, 10);
    await store.insertVitals(
      batchOf(store, [
        vitalRow({ id: 'dup-1', name: 'CLS', path: '/dup', value: 0.05, receivedAt: new Date(at) }),
      ]),
    );
    await store.insertVitals(
      batchOf(store, [
        vitalRow({
          id: 'dup-1',
          name: 'CLS',
          path: '/dup',
          value: 0.3,
          rating: 'poor',
          receivedAt: new Date(at + 5000),
        }),
      ]),
    );
    const rows = await summaryOf(store, { metric: 'CLS', groupBy: 'path', path: '/dup', from: FROM, to: TO });
    expect(rows).toEqual([{ key: '/dup', count: 1, p75: 0.3, good: 0, needsImprovement: 0, poor: 1 }]);
  });
});

describe('when the server is down', () => {
  it('retries an insert with back-off until the server is back, and loses nothing', async () => {
    const patient = new ClickHouseStore({ url: server.url, database: 'adapter_test' });
    await server.kill();
    let retries = 0;
    // The server comes back once the insert has failed and is retrying: an event, not a guessed delay.
    let restarted: Promise<void> | undefined;
    const inserter = new ClickHouseStore({
      url: server.url,
      database: 'adapter_test',
      // Enough tries to outlast a slow start on busy cores (about a minute); the test ends when it lands.
      retry: { attempts: 500, baseDelayMs: 50, maxDelayMs: 250 },
      onRetry: () => {
        retries += 1;
        restarted ??= server.start();
      },
    });
    const at = new Date(Date.UTC(2026, 10, 24));
    await inserter.insertVitals(
      batchOf(inserter, [vitalRow({ receivedAt: at, path: '/after-restart', value: 7 })]),
    );
    await restarted;
    await inserter.close();
    expect(retries).toBeGreaterThan(0);
    const rows = await summaryOf(patient, {
      metric: 'LCP',
      groupBy: 'path',
      path: '/after-restart',
      from: at,
      to: TO,
    });
    expect(rows.map((row) => row.count)).toEqual([1]);
    await patient.close();
  }, 60_000);

  it('gives up after its attempts so the caller keeps the batch', async () => {
    await server.stop();
    try {
      await expect(store.insertVitals(batchOf(store, [vitalRow()]))).rejects.toThrow();
      expect(await store.ping()).toBe(false);
    } finally {
      await server.start();
    }
    expect(await store.ping()).toBe(true);
  }, 60_000);
});

describe('export formats', () => {
  it('leaves Parquet out because this server cannot write it (the output format came after 18.16)', async () => {
    const client = createClient({ url: server.url });
    try {
      const version = await (
        await client.query({ query: 'SELECT version() AS v', format: 'JSONEachRow' })
      ).json<{
        v: string;
      }>();
      const parquet = client
        .exec({ query: 'SELECT 1 AS x FORMAT Parquet' })
        .then(({ stream }) => stream.resume());
      if (version[0]?.v.startsWith('18.')) await expect(parquet).rejects.toThrow(/Unknown format|Parquet/);
      expect(store.exportFormats).toEqual(['csv', 'ndjson']);
    } finally {
      await client.close();
    }
  });
});
