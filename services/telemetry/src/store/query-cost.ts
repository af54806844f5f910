/**
 * What bounds one analyst's query in every store, and how a store says a query went past a bound
 * (docs/requirements/telemetry-service.md#query-cost). The store knows no HTTP: the routes turn a
 * `QueryTooCostly` into a 400 (rows: narrow the question) or a 503 with `Retry-After` (time, memory).
 */

/** The bounds a store applies to every analyst's query; `loadConfig` fills them from QUERY_*. */
export interface QueryBounds {
  /** At most this many rows in an answer, per query a store runs. */
  maxRows: number;
  /** A query still running after this long is stopped. */
  timeoutMs: number;
  /** ClickHouse's `max_memory_usage` of one query, in bytes (DuckDB's cap is its `memory_limit`). */
  memoryBytes: number;
}

export const QUERY_BOUNDS_DEFAULTS: QueryBounds = {
  maxRows: 20_000,
  timeoutMs: 15_000,
  memoryBytes: 1024 * 1024 * 1024,
};

/** Which bound a query went past. */
export type CostBound = 'rows' | 'time' | 'memory';

const ADVICE: Record<CostBound, (bounds: Pick<QueryBounds, 'maxRows' | 'timeoutMs'>) => string> = {
  rows: ({ maxRows }) =>
    `the answer would have more than ${maxRows.toLocaleString('en')} rows: narrow the window (from, to), add a filter or group by fewer dimensions`,
  time: ({ timeoutMs }) =>
    `the query ran longer than ${timeoutMs / 1000} s and was stopped: narrow the window or add a filter, or try again later`,
  memory: () =>
    'the query needed more memory than the store allows it: narrow the window or add a filter, or try again later',
};

export class QueryTooCostly extends Error {
  override readonly name = 'QueryTooCostly';
  constructor(
    readonly bound: CostBound,
    bounds: Pick<QueryBounds, 'maxRows' | 'timeoutMs'>,
  ) {
    super(ADVICE[bound](bounds));
  }
}

/** Rebuilds the error from its bound and message (it crosses the DuckDB worker's boundary as data). */
export function queryTooCostly(bound: CostBound, message: string): QueryTooCostly {
  const error = new QueryTooCostly(bound, { maxRows: 0, timeoutMs: 0 });
  error.message = message;
  return error;
}
