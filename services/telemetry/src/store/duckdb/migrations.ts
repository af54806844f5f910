import type { DuckDBConnection } from '@duckdb/node-api';
import { resolve } from '@opstap/routes';
import { messageClass } from '../../ingest/message-class.ts';
import { ATTRIBUTION_NUMBERS, ATTRIBUTION_TEXTS, attributionColumn } from '../stored-attribution.ts';
import { valueScaleSql } from '../stored-value.ts';
import { CLUSTERED_DAYS_SQL } from './cluster-days.ts';
import { refuseNewerSchema } from '../schema-version.ts';
import { SCHEMA_SQL } from './schema.ts';

/**
 * Versioned migrations of the DuckDB file (docs/requirements/telemetry-service.md#stores), recorded in
 * `schema_migrations`. A file from before versioning has the version-1 tables and no record: version 1
 * is idempotent, so it is simply recorded. Columns are only ever added at the end, in the order the
 * appender writes them (write-batch.ts). Never edit a shipped migration; add the next version.
 */
interface Migration {
  version: number;
  name: string;
  run(connection: DuckDBConnection): Promise<void>;
}

/** Columns version 2 adds to `vitals`, in order: the page family, how it was reached, the attribution. */
export const VITAL_COLUMNS_V2 = [
  'screen',
  'navigation_type',
  ...ATTRIBUTION_TEXTS.map(attributionColumn),
  ...ATTRIBUTION_NUMBERS.map(attributionColumn),
] as const;

const MIGRATIONS: readonly Migration[] = [
  { version: 1, name: 'vitals and warnings', run: (connection) => connection.run(SCHEMA_SQL).then(() => {}) },
  {
    version: 2,
    name: 'screen, navigation type, attribution; warnings class, screen, browser, app version',
    async run(connection) {
      const add = (table: string, column: string, type: string) =>
        connection.run(`ALTER TABLE ${table} ADD COLUMN IF NOT EXISTS ${column} ${type}`);
      await add('vitals', 'screen', "VARCHAR DEFAULT ''");
      await add('vitals', 'navigation_type', "VARCHAR DEFAULT ''");
      for (const key of ATTRIBUTION_TEXTS) await add('vitals', attributionColumn(key), "VARCHAR DEFAULT ''");
      for (const key of ATTRIBUTION_NUMBERS) await add('vitals', attributionColumn(key), 'DOUBLE');
      for (const column of ['message_class', 'screen', 'browser', 'app_version'])
        await add('warnings', column, "VARCHAR DEFAULT ''");
      await backfill(connection);
    },
  },
  {
    version: 3,
    name: 'sealed days clustered by metric',
    run: (connection) => connection.run(CLUSTERED_DAYS_SQL).then(() => {}),
  },
  // In place of `value DOUBLE`, at the same position: `value_fixed INTEGER` (decision 0605). Two steps,
  // because DuckDB 1.5 cannot replay an `ALTER … USING` from its write-ahead log after a crash ("Calling
  // DatabaseManager::GetDefaultDatabase with no default database set"), and refuses to commit an ALTER of a
  // table the same transaction updated. Between them the column holds whole numbers as DOUBLE.
  {
    version: 4,
    name: 'values scaled to fixed-point units',
    run: (connection) =>
      connection.run(`UPDATE vitals SET value = round(value * ${valueScaleSql()})`).then(() => {}),
  },
  {
    version: 5,
    name: 'value_fixed INTEGER',
    async run(connection) {
      await connection.run('ALTER TABLE vitals ALTER value SET DATA TYPE INTEGER');
      await connection.run('ALTER TABLE vitals RENAME COLUMN value TO value_fixed');
    },
  },
];

/**
 * Rows stored before version 2 get what ingest derives now: the screen from the path (the route
 * table), a warning's class from its message. One UPDATE per distinct path or message.
 */
async function backfill(connection: DuckDBConnection): Promise<void> {
  for (const table of ['vitals', 'warnings']) {
    const paths = await connection.runAndReadAll(`SELECT DISTINCT path FROM ${table} WHERE screen = ''`);
    for (const [path] of paths.getRowsJS() as [string][]) {
      await connection.run(`UPDATE ${table} SET screen = $1 WHERE path = $2 AND screen = ''`, [
        resolve(path).screen,
        path,
      ]);
    }
  }
  const messages = await connection.runAndReadAll(
    `SELECT DISTINCT message FROM warnings WHERE message_class = ''`,
  );
  for (const [message] of messages.getRowsJS() as [string][]) {
    await connection.run(`UPDATE warnings SET message_class = $1 WHERE message = $2 AND message_class = ''`, [
      messageClass(message),
      message,
    ]);
  }
}

/** Applies every migration the file has not recorded, each in its own transaction; returns those it ran. */
export async function migrate(connection: DuckDBConnection): Promise<number[]> {
  await connection.run(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER NOT NULL, name VARCHAR NOT NULL, applied_at TIMESTAMP NOT NULL)',
  );
  const recorded = await connection.runAndReadAll('SELECT version FROM schema_migrations');
  const applied = new Set((recorded.getRowsJS() as [number][]).map(([version]) => Number(version)));
  refuseNewerSchema(
    'DuckDB file',
    applied,
    MIGRATIONS.map((migration) => migration.version),
  );
  const ran: number[] = [];
  for (const migration of MIGRATIONS) {
    if (applied.has(migration.version)) continue;
    await connection.run('BEGIN TRANSACTION');
    try {
      await migration.run(connection);
      await connection.run('INSERT INTO schema_migrations VALUES ($1, $2, now()::TIMESTAMP)', [
        migration.version,
        migration.name,
      ]);
      await connection.run('COMMIT');
    } catch (error) {
      // The migration's own error is the one to report; a rollback can fail too (no transaction left
      // on an invalidated database).
      await connection.run('ROLLBACK').catch(() => undefined);
      throw error;
    }
    ran.push(migration.version);
  }
  return ran;
}
