import type { VitalsStore } from '../types.ts';

/**
 * Messages between DuckDbStore (the service's thread) and the DuckDB worker thread. Every store method
 * is one call and one reply; arguments and results are plain data (rows, query objects, Dates), which
 * structured cloning copies as they are. Vitals, the bulk of the traffic, travel as columns (typed arrays
 * and one array of distinct texts: ../vital-columns.ts, docs/decisions/0602). SQL values are built in
 * the worker (queries.ts), since DuckDB's value classes would lose their prototypes on the way.
 */
export type StoreMethod = {
  [K in keyof VitalsStore]: VitalsStore[K] extends (...args: never[]) => Promise<unknown> ? K : never;
}[keyof VitalsStore];

/**
 * Copying a message blocks the sending thread (~1 µs a row), so a large batch of warnings travels as
 * slices of rows, a turn apart, followed by its call, whose rows are then the slices' and its own together.
 */
export type WorkerRequest =
  | { kind: 'slice'; id: number; rows: unknown[] }
  | { kind: 'call'; id: number; method: StoreMethod; args: unknown[] };

export type WorkerReply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: { message: string; stack?: string } };
