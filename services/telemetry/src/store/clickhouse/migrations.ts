import type { ClickHouseClient } from '@clickhouse/client';
import { ATTRIBUTION_NUMBERS, ATTRIBUTION_TEXTS, attributionColumn } from '../stored-attribution.ts';
import { refuseUnknownSchema } from '../schema-version.ts';
import { alertRecordsTable } from './alert-records-sql.ts';

/**
 * Versioned schema migrations, applied at start (why this schema: docs/decisions/0700-clickhouse-schema.md;
 * which servers: docs/decisions/0702-clickhouse-versions.md). Version 1 is the baseline the product first
 * ships with. Every statement is idempotent (IF NOT EXISTS), so two replicas starting at once may both run a
 * migration and both record it: the result is the same schema. Never edit a shipped migration; add the
 * next version.
 *
 * Dimensions are `LowCardinality(String)`: dictionary-encoded, smaller on disk and faster to filter and
 * group. Time stays epoch milliseconds (`UInt64`): the query window is exact to the ms with no text parsing,
 * and `day` is derived by the server in UTC.
 */
export interface Migration {
  version: number;
  name: string;
  statements: (db: string) => string[];
}

const LOW_CARDINALITY = 'LowCardinality(String)';

/** The vitals' dimension columns: few distinct values each (docs/decisions/0700-clickhouse-schema.md). */
const VITAL_DIMENSIONS = [
  'app_type',
  'name',
  'rating',
  'path',
  'screen',
  'device',
  'country',
  'language',
  'browser',
  'browser_version',
  'os',
  'os_version',
  'connection_type',
  'app_version',
  'user_type',
  'window_orientation',
  'navigation_type',
  'soft_navigations',
];

const DAY = `day Date MATERIALIZED toDate(toDateTime(intDiv(received_at_ms, 1000), 'UTC'), 'UTC')`;

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'baseline: vitals, warnings and alert records',
    statements: (db) => [
      `CREATE TABLE IF NOT EXISTS ${db}.vitals (
        received_at_ms UInt64,
        ${DAY},
        id String,
        value Float64,
        ${VITAL_DIMENSIONS.map((column) => `${column} ${LOW_CARDINALITY}`).join(',\n        ')},
        height UInt32,
        width UInt32,
        device_pixel_ratio Float64,
        ${ATTRIBUTION_TEXTS.map((key) => `${attributionColumn(key)} String DEFAULT ''`).join(',\n        ')},
        ${ATTRIBUTION_NUMBERS.map((key) => `${attributionColumn(key)} Nullable(Float64)`).join(',\n        ')},
        page_view_id String DEFAULT ''
      )
      ENGINE = ReplacingMergeTree(received_at_ms)
      PARTITION BY toYYYYMM(day)
      ORDER BY (app_type, name, day, path, device, country, id)`,
      `CREATE TABLE IF NOT EXISTS ${db}.warnings (
        received_at_ms UInt64,
        ${DAY},
        row_id String,
        path ${LOW_CARDINALITY},
        message String,
        stacktrace String,
        user_agent String,
        message_class String,
        screen ${LOW_CARDINALITY},
        browser ${LOW_CARDINALITY},
        app_version ${LOW_CARDINALITY}
      )
      ENGINE = ReplacingMergeTree
      PARTITION BY toYYYYMM(day)
      ORDER BY (day, path, row_id)`,
      // What a dimension stored as 'other' was sent as: counts summed by merges, read with sum() (a merge
      // may not have run); bounded per dimension by the store (../types.ts).
      `CREATE TABLE IF NOT EXISTS ${db}.raw_values (
        dimension ${LOW_CARDINALITY},
        value String,
        count UInt64
      )
      ENGINE = SummingMergeTree(count)
      ORDER BY (dimension, value)`,
      // The alerting's budgets, states, firings and deliveries (docs/decisions/0141-budgets-in-the-store.md).
      alertRecordsTable(db),
    ],
  },
];

/**
 * Settings the DDL needs on the server it runs on. Only Debian's 18.16, which the fault tests run as a real
 * server process, wants one: LowCardinality was experimental there (docs/decisions/0702-clickhouse-versions.md).
 */
async function ddlSettings(client: ClickHouseClient): Promise<Record<string, number>> {
  const result = await client.query({ query: 'SELECT version() AS version', format: 'JSONEachRow' });
  const [row] = await result.json<{ version: string }>();
  return row?.version.startsWith('18.') ? { allow_experimental_low_cardinality_type: 1 } : {};
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
  const pending = [...MIGRATIONS]
    .sort((a, b) => a.version - b.version)
    .filter((migration) => !applied.has(migration.version));
  if (pending.length === 0) return [];
  const clickhouse_settings = await ddlSettings(client);
  for (const migration of pending) {
    for (const query of migration.statements(db)) await client.command({ query, clickhouse_settings });
    await client.insert({
      table: `${db}.schema_migrations`,
      values: [{ version: migration.version, name: migration.name, applied_at_ms: Date.now() }],
      format: 'JSONEachRow',
    });
  }
  return pending.map((migration) => migration.version);
}
