import { createClient, type ClickHouseClient } from '@clickhouse/client';
import { rate } from '@opstap/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quantileCont, summaryOf, vital, warn, warningsOf } from '../../../test/store/store-contract-data.ts';
import type { VitalRow, WarnRow } from '../types.ts';
import { ClickHouseStore } from './clickhouse-store.ts';
import { QueryParams } from './query-params.ts';
import { chdbConnection } from '../../../test/support/chdb.ts';
import { batchOf } from '../vital-batch.ts';

// Adapter-specific behaviour on ClickHouse 26 (chDB). The numbers every store must agree on are in the
// shared store contract suite (store-contract.ts); what needs a server process (a crash, a restart) is in
// clickhouse-faults.test.ts.
let store: ClickHouseStore;
let client: ClickHouseClient;
const FROM = new Date(Date.UTC(2026, 10, 1));
const TO = new Date(Date.UTC(2026, 11, 1));
const FAST_RETRY = { attempts: 3, baseDelayMs: 20, maxDelayMs: 50 };
const AT = new Date(Date.UTC(2026, 10, 10, 12));
const vitalRow = (overrides: Partial<VitalRow> = {}) => vital({ receivedAt: AT, ...overrides });
const warnRow = (overrides: Partial<WarnRow> = {}) => warn({ receivedAt: AT, ...overrides });
const rowsOf = async <T>(query: string, query_params: Record<string, unknown> = {}) =>
  (await client.query({ query, query_params, format: 'JSONEachRow' })).json<T>();

beforeAll(async () => {
  store = new ClickHouseStore({ connection: chdbConnection(), database: 'adapter_test', retry: FAST_RETRY });
  await store.init();
  client = createClient({
    connection: chdbConnection(),
    clickhouse_settings: { output_format_json_quote_64bit_integers: 0 },
  });
}, 60_000);

afterAll(async () => {
  await store?.close();
  await client?.close();
});

describe('migrations', () => {
  it('are applied once and are idempotent at every start', async () => {
    const again = new ClickHouseStore({ connection: chdbConnection(), database: 'adapter_test' });
    await again.init();
    await again.init();
    await again.close();
    expect(
      await rowsOf(
        'SELECT version, count() AS n FROM adapter_test.schema_migrations GROUP BY version ORDER BY version',
      ),
    ).toEqual([{ version: 1, n: 1 }]);
  });

  it('keep the dimensions dictionary-encoded and the metric id, value and texts plain', async () => {
    const types = Object.fromEntries(
      (
        await rowsOf<{ name: string; type: string }>(
          "SELECT name, type FROM system.columns WHERE database = 'adapter_test' AND table = 'vitals'",
        )
      ).map((column) => [column.name, column.type]),
    );
    for (const column of [
      'name',
      'path',
      'device',
      'country',
      'browser',
      'app_version',
      'navigation_type',
      'soft_navigations',
    ])
      expect(types[column], column).toBe('LowCardinality(String)');
    expect([types.id, types.value, types.attr_target, types.page_view_id]).toEqual([
      'String',
      'Float64',
      'String',
      'String',
    ]);
  });

  it('refuses a database name that is not a plain identifier', () => {
    expect(
      () => new ClickHouseStore({ connection: chdbConnection(), database: 'x; DROP DATABASE y' }),
    ).toThrow(/CLICKHOUSE_DATABASE/);
  });
});

describe('values reach SQL only as bound parameters', () => {
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
    for (const text of hostile) {
      const params = new QueryParams();
      const { query, params: values } = params.statement(`SELECT ${params.bind(text, 'String')} AS text`);
      expect(await rowsOf(query, values)).toEqual([{ text }]);
    }
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
