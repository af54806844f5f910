import type { ClickHouseClient } from '@clickhouse/client';

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
];

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
  const ran: number[] = [];
  for (const migration of [...MIGRATIONS].sort((a, b) => a.version - b.version)) {
    if (applied.has(migration.version)) continue;
    for (const query of migration.statements(db)) await client.command({ query });
    await client.insert({
      table: `${db}.schema_migrations`,
      values: [{ version: migration.version, name: migration.name, applied_at_ms: Date.now() }],
      format: 'JSONEachRow',
    });
    ran.push(migration.version);
  }
  return ran;
}
