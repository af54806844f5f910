import type { DuckDBConnection } from '@duckdb/node-api';

/**
 * The backup's statements (docs/requirements/telemetry-service.md#backup-and-restore): the connection's
 * database copied into a new DuckDB file, which must not exist yet, by one `COPY FROM DATABASE`, so one
 * transaction's snapshot of every table. DuckDbEngine runs it on a read connection of its own.
 */
export async function copyDatabase(connection: DuckDBConnection, file: string): Promise<void> {
  const current = await connection.runAndReadAll('SELECT current_database()');
  const [[name]] = current.getRowsJS() as [[string]];
  const quoted = `'${file.replaceAll("'", "''")}'`;
  await connection.run(`ATTACH ${quoted} AS opstap_backup`);
  try {
    await connection.run(`COPY FROM DATABASE "${name.replaceAll('"', '""')}" TO opstap_backup`);
  } finally {
    await connection.run('DETACH opstap_backup');
  }
}
