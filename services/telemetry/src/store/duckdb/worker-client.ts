import { Worker } from 'node:worker_threads';
import type { StoreMethod, WorkerReply, WorkerRequest } from './worker-protocol.ts';
import { queryTooCostly } from '../query-cost.ts';

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

/**
 * One running DuckDB worker thread and its calls in flight. When the thread dies (an uncaught error,
 * `process.exit` in it), every call in flight rejects, so a batch being written stays in the write
 * buffer and is retried, never dropped (docs/requirements/telemetry-service.md#durability).
 */
export class WorkerClient {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  #nextId = 0;
  #stopped: Error | undefined;

  constructor(url: URL, workerData: unknown, onExit: () => void) {
    // A small young generation: the worker's objects are short-lived batches, and the default
    // semi-spaces cost a real share of the service's RSS budget (docs/decisions/0601).
    const resourceLimits = { maxYoungGenerationSizeMb: 2 };
    this.#worker = new Worker(url, { workerData, name: 'duckdb', resourceLimits });
    let failure: Error | undefined;
    this.#worker.on('message', (reply: WorkerReply) => this.#settle(reply));
    this.#worker.on('error', (error) => (failure = error));
    this.#worker.on('exit', (code) => {
      const cause = failure ? `: ${failure.message}` : '';
      this.#stopped = new Error(`DuckDB worker stopped (exit code ${code})${cause}`);
      for (const pending of this.#pending.values()) pending.reject(this.#stopped);
      this.#pending.clear();
      onExit();
    });
  }

  /** Sends one call; calls reach the worker in the order they were made (postMessage keeps it). */
  call(method: StoreMethod, args: unknown[]): Promise<unknown> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = (this.#nextId += 1);
    const reply = new Promise((resolve, reject) => this.#pending.set(id, { resolve, reject }));
    try {
      this.#worker.postMessage({ id, method, args } satisfies WorkerRequest);
    } catch (error) {
      // e.g. a value structured cloning cannot copy: this call fails, the worker never saw it.
      this.#settle({ id, ok: false, error: { message: String(error) } });
    }
    return reply;
  }

  async terminate(): Promise<void> {
    await this.#worker.terminate();
  }

  #settle(reply: WorkerReply): void {
    const pending = this.#pending.get(reply.id);
    if (!pending) return;
    this.#pending.delete(reply.id);
    if (reply.ok) {
      pending.resolve(reply.value);
    } else {
      const { bound, message } = reply.error;
      const error = bound ? queryTooCostly(bound, message) : new Error(message);
      if (reply.error.stack) error.stack = reply.error.stack;
      pending.reject(error);
    }
  }
}
