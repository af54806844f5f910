import type { DuckDBConnection } from '@duckdb/node-api';
import { RAW_VALUE_MAX_LENGTH, RAW_VALUES_PER_DIMENSION, type RawValueCount } from '../types.ts';
import type { Sql } from './sql.ts';

/**
 * The raw values kept per dimension (`raw_values`): counts added in the writer's transaction, at most
 * RAW_VALUES_PER_DIMENSION values a dimension, each cut to RAW_VALUE_MAX_LENGTH (types.ts).
 */

export async function addRawValues(
  connection: DuckDBConnection,
  counts: readonly RawValueCount[],
): Promise<void> {
  // One statement per value: DuckDB's ON CONFLICT updates a key once per statement.
  for (const { dimension, value, count } of counts)
    await connection.run(
      `INSERT INTO raw_values
         SELECT $1, $2, $3
         WHERE EXISTS (SELECT 1 FROM raw_values WHERE dimension = $1 AND value = $2)
           OR (SELECT count(*) FROM raw_values WHERE dimension = $1) < $4
       ON CONFLICT (dimension, value) DO UPDATE SET count = raw_values.count + excluded.count`,
      [dimension, value.slice(0, RAW_VALUE_MAX_LENGTH), count, RAW_VALUES_PER_DIMENSION],
    );
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
