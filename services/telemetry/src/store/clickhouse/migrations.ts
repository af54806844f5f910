import type { ClickHouseClient } from '@clickhouse/client';
import { sqlLiteral } from './escape.ts';
import { ATTRIBUTION_NUMBERS, ATTRIBUTION_TEXTS, attributionColumn } from '../stored-attribution.ts';
import { refuseUnknownSchema } from '../schema-version.ts';

/**
 * Versioned schema migrations, applied at start (why this schema: docs/decisions/0700-clickhouse-schema.md).
 * Every statement is idempotent (IF NOT EXISTS), so two replicas starting at once may both run a migration
 * and both record it: the result is the same schema. Never edit a shipped migration; add the next version.
 *
 * The DDL runs unchanged on Debian's 18.16 and on a modern server: no LowCardinality, TTL or DateTime64,
 * which 18.16 lacks. Time is epoch milliseconds (UInt64), so the query window is exact to the ms and no
 * DateTime text parsing is involved; `day` is derived by the server in UTC.
 */
export interface Migration {
  version: number;
  name: string;
  statements: (db: string) => string[];
  /**
   * Columns to add, each skipped when the table has it already: 18.16 has no `ADD COLUMN IF NOT
   * EXISTS`, and two replicas may run a migration at once.
   */
  addColumns?: readonly { table: string; column: string; type: string }[];
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'vitals and warnings',
    statements: (db) => [
      `CREATE TABLE IF NOT EXISTS ${db}.vitals (
        received_at_ms UInt64,
        day Date MATERIALIZED toDate(toDateTime(intDiv(received_at_ms, 1000), 'UTC'), 'UTC'),
        app_type String,
        name String,
        id String,
        value Float64,
        rating String,
        path String,
        device String,
        country String,
        language String,
        browser String,
        browser_version String,
        os String,
        os_version String,
        connection_type String,
        app_version String,
        user_type String,
        window_orientation String,
        height UInt32,
        width UInt32,
        device_pixel_ratio Float64
      )
      ENGINE = ReplacingMergeTree(received_at_ms)
      PARTITION BY toYYYYMM(day)
      ORDER BY (app_type, name, day, path, device, country, id)`,
      `CREATE TABLE IF NOT EXISTS ${db}.warnings (
        received_at_ms UInt64,
        day Date MATERIALIZED toDate(toDateTime(intDiv(received_at_ms, 1000), 'UTC'), 'UTC'),
        row_id String,
        path String,
        message String,
        stacktrace String,
        user_agent String
      )
      ENGINE = ReplacingMergeTree
      PARTITION BY toYYYYMM(day)
      ORDER BY (day, path, row_id)`,
    ],
  },
  {
    // Rows from before it read '' for the new texts and NULL for the timings: the query API reports an
    // empty screen as it is (no backfill: 18.16's mutations rewrite whole parts).
    version: 2,
    name: 'screen, navigation type, attribution; warnings class, screen, browser, app version',
    statements: () => [],
    addColumns: [
      { table: 'vitals', column: 'screen', type: "String DEFAULT ''" },
      { table: 'vitals', column: 'navigation_type', type: "String DEFAULT ''" },
      ...ATTRIBUTION_TEXTS.map((key) => ({
        table: 'vitals',
        column: attributionColumn(key),
        type: "String DEFAULT ''",
      })),
      ...ATTRIBUTION_NUMBERS.map((key) => ({
        table: 'vitals',
        column: attributionColumn(key),
        type: 'Nullable(Float64)',
      })),
      ...['message_class', 'screen', 'browser', 'app_version'].map((column) => ({
        table: 'warnings',
        column,
        type: "String DEFAULT ''",
      })),
    ],
  },
];

async function hasColumn(client: ClickHouseClient, db: string, table: string, column: string) {
  const result = await client.query({
    query: `SELECT count() AS n FROM system.columns WHERE database = ${sqlLiteral(db)} AND table = ${sqlLiteral(table)} AND name = ${sqlLiteral(column)}`,
    format: 'JSONEachRow',
  });
  const [row] = await result.json<{ n: number | string }>();
  return Number(row?.n) > 0;
}

/** Creates the database and applies every migration not yet recorded, in version order. */
export async function migrate(client: ClickHouseClient, db: string): Promise<number[]> {
  await client.command({ query: `CREATE DATABASE IF NOT EXISTS ${db}` });
  await client.command({
    query: `CREATE TABLE IF NOT EXISTS ${db}.schema_migrations (version UInt32, name String, applied_at_ms UInt64)
      ENGINE = MergeTree ORDER BY version`,
  });
  const result = await client.query({
    query: `SELECT DISTINCT version FROM ${db}.schema_migrations`,
    format: 'JSONEachRow',
  });
  const applied = new Set((await result.json<{ version: number }>()).map((row) => Number(row.version)));
  refuseUnknownSchema(
    'ClickHouse database',
    applied,
    MIGRATIONS.map((migration) => migration.version),
  );
  const ran: number[] = [];
  for (const migration of [...MIGRATIONS].sort((a, b) => a.version - b.version)) {
    if (applied.has(migration.version)) continue;
    for (const query of migration.statements(db)) await client.command({ query });
    for (const { table, column, type } of migration.addColumns ?? []) {
      if (!(await hasColumn(client, db, table, column))) {
        await client.command({ query: `ALTER TABLE ${db}.${table} ADD COLUMN ${column} ${type}` });
      }
    }
    await client.insert({
      table: `${db}.schema_migrations`,
      values: [{ version: migration.version, name: migration.name, applied_at_ms: Date.now() }],
      format: 'JSONEachRow',
    });
    ran.push(migration.version);
  }
  return ran;
}
