import { createHash } from 'node:crypto';
import type { DuckDBConnection } from '@duckdb/node-api';
import { SCHEMA_SQL } from './schema.ts';

/**
 * Versioned migrations of the DuckDB file (docs/requirements/telemetry-service.md#stores), recorded in
 * `schema_migrations`. Version 1 is the baseline (schema.ts, docs/decisions/0130-baseline-schemas.md).
 * Once a version has shipped it is never edited: a change is the next version, which alters a file made
 * by every earlier one (columns added at the end, in the order the appender writes them: write-batch.ts).
 */
interface Migration {
  version: number;
  name: string;
  run(connection: DuckDBConnection): Promise<void>;
}

/**
 * The baseline's recorded name carries a fingerprint of its SQL. Until the first release the baseline
 * still changes, and a file made by an earlier one records version 1 too: it is refused at start, saying
 * what to do, rather than failing on its first query for a table or column it lacks (decision 0130).
 */
export const BASELINE_NAME = `baseline ${createHash('sha256').update(SCHEMA_SQL).digest('hex').slice(0, 12)}`;

const MIGRATIONS: readonly Migration[] = [
  { version: 1, name: BASELINE_NAME, run: (connection) => connection.run(SCHEMA_SQL).then(() => {}) },
];
const KNOWN = new Set(MIGRATIONS.map((migration) => migration.version));

/**
 * Applies every migration the file has not recorded, each in its own transaction; returns those it ran.
 * A file that records a version this code does not know was made by other code (a newer release, or a
 * build from before the baseline): it is refused rather than written in a shape it may not have.
 */
export async function migrate(connection: DuckDBConnection): Promise<number[]> {
  await connection.run(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER NOT NULL, name VARCHAR NOT NULL, applied_at TIMESTAMP NOT NULL)',
  );
  const recorded = await connection.runAndReadAll('SELECT version, name FROM schema_migrations');
  const rows = recorded.getRowsJS() as [number, string][];
  const applied = new Set(rows.map(([version]) => Number(version)));
  const baseline = rows.find(([version]) => Number(version) === 1)?.[1];
  if (baseline !== undefined && baseline !== BASELINE_NAME) {
    throw new Error(
      `The DuckDB file records the baseline schema "${baseline}", which this release does not know ` +
        `(it writes "${BASELINE_NAME}"): a build from before the first release made it with an earlier ` +
        'baseline. Move the data folder aside (the file and its spool folder) to start a new file.',
    );
  }
  const unknown = [...applied].filter((version) => !KNOWN.has(version));
  if (unknown.length > 0) {
    throw new Error(
      `The DuckDB file records schema version(s) ${unknown.join(', ')}, which this release does not know: ` +
        'it was made by a newer release or a build from before the baseline schema. Open it with that ' +
        'release, or move it aside (and its spool folder) to start a new file.',
    );
  }
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
