import type { VitalsStore } from '../types.ts';

/**
 * Messages between DuckDbStore (the service's thread) and the DuckDB worker thread. Every store method
 * is one request and one reply; arguments and results are plain data (rows, query objects, Dates),
 * which structured cloning copies as they are. SQL values are built in the worker (queries.ts), since
 * DuckDB's value classes would lose their prototypes on the way.
 */
export type StoreMethod = {
  [K in keyof VitalsStore]: VitalsStore[K] extends (...args: never[]) => Promise<unknown> ? K : never;
}[keyof VitalsStore];

export interface WorkerRequest {
  id: number;
  method: StoreMethod;
  args: unknown[];
}

export type WorkerReply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: { message: string; stack?: string } };
