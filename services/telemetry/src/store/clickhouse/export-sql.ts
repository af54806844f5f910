import { attributionColumn, ATTRIBUTION_NUMBERS } from '../stored-attribution.ts';
import { Readable } from 'node:stream';
import type { ClickHouseClient } from '@clickhouse/client';
import {
  csvTextColumn,
  EXPORT_COLUMNS,
  ndjsonLine,
  type ExportQuery,
  type ExportRow,
} from '../export-rows.ts';
import { windowSql } from './analytics-sql.ts';
import { QueryParams, type Statement } from './query-params.ts';

/** `received_at_ms` as ISO 8601 UTC text with milliseconds, as DuckDB's export writes it. */
const ISO_TIME = `concat(replaceOne(toString(toDateTime(intDiv(received_at_ms, 1000), 'UTC')), ' ', 'T'), '.',
  substring(toString(1000 + received_at_ms % 1000), 2, 3), 'Z')`;

/** A text cell a spreadsheet would evaluate (= + - @ tab CR first), prefixed with `'` (export-rows.ts). */
const neutralised = (column: string) =>
  `if(substring(toString(${column}), 1, 1) IN ('=', '+', '-', '@', '\\t', '\\r'), concat('\\'', toString(${column})), toString(${column}))`;

const NULLABLE_NUMBERS = new Set<string>(ATTRIBUTION_NUMBERS.map(attributionColumn));

/**
 * The export's SELECT on ClickHouse (store/export-rows.ts): the same columns as DuckDB's, duplicates
 * collapsed as the queries collapse them (vitals `FINAL`, a warning id once). For CSV a missing timing is
 * an empty field, as DuckDB writes it, not ClickHouse's `\N`.
 */
export function exportSql(db: string, query: ExportQuery): Statement {
  const p = new QueryParams();
  const columns = EXPORT_COLUMNS[query.table].map((column) => {
    if (query.table === 'warnings' && column === 'id') return 'row_id AS id';
    if (query.format === 'csv' && NULLABLE_NUMBERS.has(column))
      return `ifNull(toString(${column}), '') AS ${column}`;
    if (query.format === 'csv' && csvTextColumn(query.table, column))
      return `${neutralised(column)} AS ${column}`;
    return column;
  });
  const from = query.table === 'vitals' ? `${db}.vitals FINAL` : `${db}.warnings`;
  return p.statement(`SELECT ${ISO_TIME} AS received_at, ${columns.join(', ')}
    FROM ${from}
    WHERE ${windowSql(query, p).join(' AND ')}
    ORDER BY received_at_ms${query.table === 'warnings' ? ', id LIMIT 1 BY id' : ''}`);
}

/** The export as a byte stream from the server: CSV as the server writes it, NDJSON in the export's line format. */
export async function exportStream(
  client: ClickHouseClient,
  db: string,
  query: ExportQuery,
): Promise<Readable> {
  const { query: sql, params } = exportSql(db, query);
  if (query.format === 'csv') {
    const { stream } = await client.exec({ query: `${sql} FORMAT CSVWithNames`, query_params: params });
    return stream;
  }
  const result = await client.query({ query: sql, query_params: params, format: 'JSONEachRow' });
  const table = query.table;
  return Readable.from(
    (async function* lines() {
      for await (const rows of result.stream<ExportRow>()) {
        yield rows.map((row) => ndjsonLine(table, row.json())).join('');
      }
    })(),
  );
}
