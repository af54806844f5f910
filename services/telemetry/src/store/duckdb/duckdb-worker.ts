import { parentPort, workerData } from 'node:worker_threads';
import { DuckDbEngine } from './duckdb-engine.ts';
import type { DuckDbStoreOptions } from './duckdb-options.ts';
import type { WorkerReply, WorkerRequest } from './worker-protocol.ts';
import { QueryTooCostly } from '../query-cost.ts';

/**
 * The DuckDB worker thread's entry (bundled as dist/duckdb-worker.js by build.mjs). It owns the one
 * DuckDBInstance of the process and serves DuckDbStore's calls. Writes run here because the
 * appender's only flush (`flushSync`, with any WAL auto-checkpoint inside it) is one synchronous native
 * call: on the service's thread it stalled every request behind it (docs/decisions/0601).
 */
const port = parentPort;
if (!port) throw new Error('duckdb-worker.ts runs as a worker thread (DuckDbStore starts it)');

const engine = new DuckDbEngine(workerData as DuckDbStoreOptions);

port.on('message', ({ id, method, args }: WorkerRequest) => {
  const call = engine[method] as (...args: unknown[]) => Promise<unknown>;
  call.apply(engine, args).then(
    (value) => port.postMessage({ id, ok: true, value } satisfies WorkerReply),
    (error: unknown) => {
      const { message, stack } = error instanceof Error ? error : new Error(String(error));
      const bound = error instanceof QueryTooCostly ? error.bound : undefined;
      port.postMessage({ id, ok: false, error: { message, stack, bound } } satisfies WorkerReply);
    },
  );
});
