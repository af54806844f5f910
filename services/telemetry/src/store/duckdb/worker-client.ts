import { Worker } from 'node:worker_threads';
import type { StoreMethod, WorkerReply, WorkerRequest } from './worker-protocol.ts';

/** Rows per slice of a batch: copying 1,000 rows blocks this thread for about a millisecond. */
const SLICE_ROWS = 1000;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

/**
 * One running DuckDB worker thread and its calls in flight. When the thread dies (an uncaught error,
 * `process.exit` in it), every call in flight rejects, so a batch being written stays in the write
 * buffer and is retried, never dropped (issue 6).
 */
export class WorkerClient {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  #nextId = 0;
  #posting: Promise<void> = Promise.resolve();
  #stopped: Error | undefined;

  constructor(url: URL, workerData: unknown, onExit: () => void) {
    // A small young generation: the worker's objects are short-lived batches, and the default
    // semi-spaces cost ~30 MB of the service's 300 MB RSS budget (measured, docs/decisions/0601).
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

  /** Sends one call; calls reach the worker in the order they were made. */
  call(method: StoreMethod, args: unknown[]): Promise<unknown> {
    return this.#send(method, args, []);
  }

  /** A call whose one argument is `rows`, sent in slices (worker-protocol.ts). */
  write(method: StoreMethod, rows: readonly unknown[]): Promise<unknown> {
    const slices: unknown[][] = [];
    for (let start = 0; start < rows.length; start += SLICE_ROWS) {
      slices.push(rows.slice(start, start + SLICE_ROWS));
    }
    const last = slices.pop() ?? [];
    return this.#send(method, [last], slices);
  }

  async terminate(): Promise<void> {
    await this.#worker.terminate();
  }

  #send(method: StoreMethod, args: unknown[], slices: unknown[][]): Promise<unknown> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = (this.#nextId += 1);
    const reply = new Promise((resolve, reject) => this.#pending.set(id, { resolve, reject }));
    const post = async () => {
      for (const rows of slices) {
        this.#worker.postMessage({ kind: 'slice', id, rows } satisfies WorkerRequest);
        await nextTurn(); // requests are served between the copies
      }
      this.#worker.postMessage({ kind: 'call', id, method, args } satisfies WorkerRequest);
    };
    // One send at a time, in order: a call made while a batch is being sliced goes after it.
    const sent = this.#posting.then(post);
    this.#posting = sent.catch(() => undefined);
    sent.catch((error: unknown) => {
      // e.g. a value structured cloning cannot copy: this call fails, the worker never saw it.
      this.#settle({ id, ok: false, error: { message: String(error) } });
    });
    return reply;
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
