import type { DuckDbEngine } from './duckdb-engine.ts';
import type { CostBound } from '../query-cost.ts';

/**
 * Messages between DuckDbStore (the service's thread) and the DuckDB worker thread. Every store method
 * is one call and one reply; arguments and results are plain data (query objects, Dates, warning rows),
 * which structured cloning copies as they are. Vitals, the bulk of the traffic, travel as columns (typed
 * arrays and one array of distinct texts: vital-columns.ts, docs/decisions/0602). SQL values are built in
 * the worker (sql.ts, analytics-sql.ts), since DuckDB's value classes would lose their prototypes on the way.
 */
export type StoreMethod = {
  [K in keyof DuckDbEngine]: DuckDbEngine[K] extends (...args: never[]) => Promise<unknown> ? K : never;
}[keyof DuckDbEngine];

export interface WorkerRequest {
  id: number;
  method: StoreMethod;
  args: unknown[];
}

export type WorkerReply =
  | { id: number; ok: true; value: unknown }
  /** `bound`: the query went past one of its bounds (query-cost.ts), rebuilt as QueryTooCostly. */
  | { id: number; ok: false; error: { message: string; stack?: string; bound?: CostBound | undefined } };
