import { QueryTooCostly, type CostBound, type QueryBounds } from '../query-cost.ts';

/**
 * An analyst's query's bounds as ClickHouse settings (query-cost.ts): the server stops a query past any of
 * them and answers with an error code, never a partial answer (`throw`, not `break`).
 */
export function boundSettings(bounds: QueryBounds): Record<string, string | number> {
  return {
    max_result_rows: bounds.maxRows,
    result_overflow_mode: 'throw',
    // In seconds, a fraction when QUERY_TIMEOUT_MS is not whole seconds (its default is: 15 s).
    max_execution_time: bounds.timeoutMs / 1000,
    timeout_overflow_mode: 'throw',
    max_memory_usage: bounds.memoryBytes,
    // The whole answer is made before the first byte is sent, so a bound passed late is still an error
    // status, not a 200 whose body ends in an exception (the answers are at most maxRows rows).
    wait_end_of_query: 1,
  };
}

/** ClickHouse's error codes for each bound (its ErrorCodes.cpp, the same in 18.16 and 26.x). */
const BOUND_OF_CODE: Readonly<Record<string, CostBound>> = {
  '396': 'rows', // TOO_MANY_ROWS_OR_BYTES
  '158': 'rows', // TOO_MANY_ROWS
  '159': 'time', // TIMEOUT_EXCEEDED
  '241': 'memory', // MEMORY_LIMIT_EXCEEDED
};

/**
 * The error as QueryTooCostly when it says a bound was passed, else the error itself. By `code`, not
 * `instanceof`: chDB's client and @clickhouse/client bundle different ClickHouseError classes; and 18.16's
 * error text ("Code: 241, e.displayText() = …") is not always parsed into one, so the text decides then.
 */
export function asCostError(error: unknown, bounds: QueryBounds): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  const text = /^Code: (\d+)/.exec(error instanceof Error ? error.message : '')?.[1];
  const key = typeof code === 'string' || typeof code === 'number' ? String(code) : text;
  const bound = key === undefined ? undefined : BOUND_OF_CODE[key];
  return bound ? new QueryTooCostly(bound, bounds) : error;
}
