import type { DuckDBConnection } from '@duckdb/node-api';
import { RAW_VALUE_MAX_LENGTH, RAW_VALUES_PER_DIMENSION, type RawValueCount } from '../types.ts';
import type { Sql } from './sql.ts';

/**
 * The raw values kept per dimension (`raw_values`): counts added in the writer's transaction, at most
 * RAW_VALUES_PER_DIMENSION values a dimension, each cut to RAW_VALUE_MAX_LENGTH (types.ts).
 */

/** Rows per statement: four parameters each, well within what one prepared statement binds quickly. */
const ROWS_PER_STATEMENT = 250;

/**
 * One statement per ROWS_PER_STATEMENT values, not one per value: on a busy writer each statement waits its
 * turn, and a thousand of them took seconds. DuckDB's ON CONFLICT updates a key once per statement, so the
 * counts are added up per key (after the length cap) first. A kept value gains its count; new values are
 * admitted in the order they came while their dimension stays within the bound, as one at a time would.
 */
export async function addRawValues(
  connection: DuckDBConnection,
  counts: readonly RawValueCount[],
): Promise<void> {
  const byKey = new Map<string, { dimension: string; value: string; count: number }>();
  for (const { dimension, value, count } of counts) {
    const capped = value.slice(0, RAW_VALUE_MAX_LENGTH);
    const key = `${dimension}\u0000${capped}`;
    const seen = byKey.get(key);
    if (seen) seen.count += count;
    else byKey.set(key, { dimension, value: capped, count });
  }
  const rows = [...byKey.values()];
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(start, start + ROWS_PER_STATEMENT);
    const values = chunk.map((row, i) => [row.dimension, row.value, row.count, start + i]).flat();
    const tuples = chunk
      .map(
        (_, i) =>
          `($${i * 4 + 2}::VARCHAR, $${i * 4 + 3}::VARCHAR, $${i * 4 + 4}::BIGINT, $${i * 4 + 5}::BIGINT)`,
      )
      .join(', ');
    await connection.run(
      `INSERT INTO raw_values
         SELECT dimension, value, count FROM (
           WITH incoming(dimension, value, count, ord) AS (VALUES ${tuples}),
             known AS (
               SELECT i.*, r.value IS NOT NULL AS kept
               FROM incoming i LEFT JOIN raw_values r ON r.dimension = i.dimension AND r.value = i.value
             ),
             fresh AS (
               SELECT *, row_number() OVER (PARTITION BY dimension ORDER BY ord) AS place
               FROM known WHERE NOT kept
             ),
             held AS (SELECT dimension, count(*) AS n FROM raw_values GROUP BY dimension)
           SELECT dimension, value, count FROM known WHERE kept
           UNION ALL
           SELECT f.dimension, f.value, f.count
           FROM fresh f LEFT JOIN held h ON h.dimension = f.dimension
           WHERE coalesce(h.n, 0) + f.place <= $1
         )
       ON CONFLICT (dimension, value) DO UPDATE SET count = raw_values.count + excluded.count`,
      [RAW_VALUES_PER_DIMENSION, ...values],
    );
  }
}

/** Every kept value, the most counted first. */
export const RAW_VALUES_SQL: Sql = {
  text: 'SELECT dimension, value, count FROM raw_values ORDER BY count DESC, dimension, value',
  values: [],
};

export const rawValueCounts = (rows: Record<string, unknown>[]): RawValueCount[] =>
  rows.map((row) => ({
    dimension: String(row.dimension),
    value: String(row.value),
    count: Number(row.count),
  }));
