import { createRequire } from 'node:module';
import type * as DuckDB from '@duckdb/node-api';

/**
 * The values this adapter takes from `@duckdb/node-api`, loaded with `require`. The package is CommonJS,
 * an index re-exporting some 60 files: imported from an ES module, Node runs its CommonJS export lexer over
 * every one of them to find their names, a quarter of each DuckDB worker thread's start-up CPU, paid by
 * every start of the service and every app a test builds (docs/perf/history/test-run.md). Types come from the
 * package as usual (`import type`).
 */
const duckdb = createRequire(import.meta.url)('@duckdb/node-api') as typeof DuckDB;

export const { DuckDBInstance, timestampValue } = duckdb;
/** The instance's type under the value's name, as the package's class gives both. */
export type DuckDBInstance = DuckDB.DuckDBInstance;
