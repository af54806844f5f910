import type { DuckDBConnection } from '@duckdb/node-api';
import { QueryTooCostly, type QueryBounds } from '../query-cost.ts';
import { isOutOfMemory } from './duckdb-failures.ts';
import type { Sql } from './sql.ts';

/**
 * An analyst's read held to its bounds (docs/requirements/telemetry-service.md#query-cost): rows, time and
 * DuckDB's memory cap, each past its bound coming back as QueryTooCostly, so the worker goes on serving.
 */

/**
 * Runs `read` on `connection`, interrupting it once `timeoutMs` have passed; `failed` sees the error as
 * DuckDB gave it, before it becomes QueryTooCostly (time, memory) or is passed on.
 */
export async function boundedRead<T>(
  connection: DuckDBConnection,
  read: (connection: DuckDBConnection) => Promise<T>,
  bounds: QueryBounds,
  failed: (error: unknown) => void,
): Promise<T> {
  let timedOut = false;
  let again: ReturnType<typeof setInterval> | undefined;
  // Again until the read settles: an interrupt that comes while the statement is still being prepared
  // is cleared when it starts executing.
  const timer = setTimeout(() => {
    timedOut = true;
    connection.interrupt();
    again = setInterval(() => connection.interrupt(), 1);
  }, bounds.timeoutMs);
  try {
    return await read(connection);
  } catch (error) {
    failed(error);
    if (timedOut) throw new QueryTooCostly('time', bounds);
    if (isOutOfMemory(error)) throw new QueryTooCostly('memory', bounds);
    throw error;
  } finally {
    clearTimeout(timer);
    clearInterval(again);
  }
}

/**
 * A query's rows, read only up to one row past the bound: an answer too large to send is refused before
 * its rows become objects in this thread.
 */
export async function boundedRows(
  connection: DuckDBConnection,
  sql: Sql,
  bounds: QueryBounds,
): Promise<Record<string, unknown>[]> {
  const reader = await connection.runAndReadUntil(sql.text, bounds.maxRows + 1, sql.values);
  if (reader.currentRowCount > bounds.maxRows) throw new QueryTooCostly('rows', bounds);
  return reader.getRowObjectsJS();
}
