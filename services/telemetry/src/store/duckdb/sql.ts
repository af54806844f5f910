import type { DuckDBTimestampValue, DuckDBValue } from '@duckdb/node-api';
import { timestampValue } from './duckdb-api.ts';

/**
 * A query as SQL text plus bound values. Only fixed fragments ever become SQL text; every value an
 * analyst sends travels as a bound parameter (docs/requirements/telemetry-service.md#query-api).
 */
export interface Sql {
  text: string;
  values: DuckDBValue[];
}

/** A Date as DuckDB's TIMESTAMP (microseconds since the epoch, UTC). */
export function timestamp(date: Date): DuckDBTimestampValue {
  return timestampValue(BigInt(date.getTime()) * 1000n);
}
