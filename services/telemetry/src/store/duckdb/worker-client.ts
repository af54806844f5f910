import { Worker } from 'node:worker_threads';
import type { StoreMethod, WorkerReply, WorkerRequest } from './worker-protocol.ts';

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

/**
 * One running DuckDB worker thread and its calls in flight. When the thread dies (an uncaught error,
 * a native crash it survives, `process.exit` in it), every call in flight rejects, so a batch being
 * written stays in the write buffer and is retried, never dropped (issue 6).
 */
export class WorkerClient {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  #nextId = 0;
  #stopped: Error | undefined;

  constructor(url: URL, workerData: unknown, onExit: () => void) {
    this.#worker = new Worker(url, { workerData, name: 'duckdb' });
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

  call(method: StoreMethod, args: unknown[]): Promise<unknown> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = (this.#nextId += 1);
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      try {
        this.#worker.postMessage({ id, method, args } satisfies WorkerRequest);
      } catch (error) {
        this.#pending.delete(id); // e.g. a value structured cloning cannot copy
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
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
      const error = new Error(reply.error.message);
      if (reply.error.stack) error.stack = reply.error.stack;
      pending.reject(error);
    }
  }
}
