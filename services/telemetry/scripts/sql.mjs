// `pnpm --filter @opstap/telemetry sql "<SQL>" [file.duckdb]`: runs one SQL statement with the DuckDB the
// service itself uses (no DuckDB CLI comes from npm or Debian), over files an export wrote
// (`FROM 'vitals.parquet'`) or over a stopped service's database file, opened read-only. Relative paths
// are the caller's (pnpm's INIT_CWD), not this package's. Prints the rows as a table.
import { DuckDBInstance } from '@duckdb/node-api';

const [sql, database = ':memory:'] = process.argv.slice(2);
if (!sql) {
  console.error('usage: pnpm --filter @opstap/telemetry sql "<SQL>" [file.duckdb]');
  process.exit(2);
}
if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
const instance = await DuckDBInstance.create(
  database,
  database === ':memory:' ? {} : { access_mode: 'READ_ONLY' },
);
const connection = await instance.connect();
try {
  const reader = await connection.runAndReadAll(sql);
  console.table(reader.getRowObjectsJson());
} finally {
  connection.closeSync();
  instance.closeSync();
}
