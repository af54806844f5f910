import { open as openFile } from 'node:fs/promises';
import type { DuckDBConnection, DuckDBValue } from '@duckdb/node-api';
import {
  csvTextColumn,
  EXPORT_COLUMNS,
  ndjsonLine,
  type ExportQuery,
  type ExportRow,
} from '../export-rows.ts';
import { valueScaleSql } from '../stored-value.ts';
import { timestamp, type Sql } from './sql.ts';

/**
 * The export's SELECT on DuckDB (store/export-rows.ts): the table's columns, `received_at` as ISO text
 * for CSV and NDJSON and as a UTC timestamp (TIMESTAMPTZ, so Parquet marks it adjusted to UTC) for
 * Parquet, whatever the process's time zone. The window's bounds are bound parameters.
 */
export function exportSelect(query: ExportQuery): Sql {
  const values: DuckDBValue[] = [timestamp(query.from), timestamp(query.to)];
  const time =
    query.format === 'parquet'
      ? `timezone('UTC', received_at)`
      : `strftime(received_at, '%Y-%m-%dT%H:%M:%S.%gZ')`;
  const table = query.table === 'vitals' ? 'vitals' : 'warnings';
  // The value as ingest kept it, from its fixed-point column (decision 0605, ../stored-value.ts).
  const columns = EXPORT_COLUMNS[table].map((column) => {
    if (column === 'value') return `value_fixed / ${valueScaleSql()} AS value`;
    if (query.format === 'csv' && csvTextColumn(table, column)) return `${neutralised(column)} AS ${column}`;
    return column;
  });
  return {
    text: `SELECT ${time} AS received_at, ${columns.join(', ')}
      FROM ${table}
      WHERE received_at >= $1 AND received_at < $2
      ORDER BY received_at`,
    values,
  };
}

/**
 * A text cell a spreadsheet would evaluate (= + - @ tab CR first), prefixed with `'` (export-rows.ts). One
 * anchored regular expression per column, not `CASE … IN (…)`: DuckDB plans a six-value `IN` as a mark hash
 * join, one per text column, whose hash tables took about 40 MB per export whatever its rows, so three or
 * four exports at once filled the 160MB export cap on 300 rows (docs/perf/history/telemetry-queries.md, 2026-11-28).
 */
const neutralised = (column: string) => `regexp_replace(${column}, '^([=+\\-@\\t\\r])', '''\\1')`;

/** `COPY (select) TO file` for CSV and Parquet; the file is the service's own temp path, quoted. */
export function exportCopy(query: ExportQuery, file: string): Sql {
  const select = exportSelect(query);
  const options = query.format === 'parquet' ? 'FORMAT parquet' : 'FORMAT csv, HEADER';
  return {
    text: `COPY (${select.text}) TO '${file.replaceAll("'", "''")}' (${options})`,
    values: select.values,
  };
}

/**
 * Writes one table's rows in the window to `file`: Parquet and CSV by DuckDB's COPY, NDJSON a batch of
 * rows at a time in the export's line format. One statement on the read connection `withReader` lends,
 * so the file is one consistent snapshot while the writer goes on committing.
 */
export async function writeExport(
  query: ExportQuery,
  file: string,
  withReader: <T>(read: (connection: DuckDBConnection) => Promise<T>) => Promise<T>,
): Promise<void> {
  if (query.format !== 'ndjson') {
    const copy = exportCopy(query, file);
    await withReader((connection) => connection.run(copy.text, copy.values));
    return;
  }
  const handle = await openFile(file, 'w');
  try {
    await withReader(async (connection) => {
      const sql = exportSelect(query);
      const result = await connection.stream(sql.text, sql.values);
      for await (const rows of result.yieldRowObjectJs()) {
        await handle.write(rows.map((row) => ndjsonLine(query.table, row as ExportRow)).join(''));
      }
    });
  } finally {
    await handle.close();
  }
}
