/**
 * A bounded write buffer (issue 6): requests are acknowledged once their rows are here, rows reach the
 * store in batches (every FLUSH_INTERVAL_MS or FLUSH_ROWS), and when the buffer is full `offer` says
 * no so the route answers 503 instead of the process growing without limit. A batch whose write fails
 * stays queued, ahead of newer rows, for the next flush: acknowledged rows leave only by landing in the
 * store.
 */
export interface WriteBufferOptions {
  flushRows: number;
  maxRows: number;
  /** Called when a flush triggered by size fails (the timer and shutdown see their own errors). */
  onError: (error: unknown) => void;
}

/** Where rows wait for their flush, in the shape the store's write takes: an array, or columns. */
export interface Collector<Row, Batch> {
  readonly count: number;
  push(row: Row): void;
  /** The rows pushed so far, as one batch; the collector is not used after this. */
  build(): Batch;
}

/** The plain collector: the rows in an array. */
export function rowArray<Row>(): Collector<Row, Row[]> {
  const rows: Row[] = [];
  return {
    get count() {
      return rows.length;
    },
    push: (row) => void rows.push(row),
    build: () => rows,
  };
}

export class WriteBuffer<Row, Batch> {
  #pending: Collector<Row, Batch>;
  /** Batches taken from #pending and not yet written (the first may be in flight), oldest first. */
  readonly #queued: { batch: Batch; count: number }[] = [];
  #current: Promise<void> | undefined;

  constructor(
    private readonly write: (batch: Batch) => Promise<void>,
    private readonly collect: () => Collector<Row, Batch>,
    private readonly options: WriteBufferOptions,
  ) {
    this.#pending = collect();
  }

  /** Rows held and not yet in the store, including a batch being written. */
  get size(): number {
    // Summed, not kept as a counter: one or two batches are queued, more only while the store fails.
    let rows = this.#pending.count;
    for (const queued of this.#queued) rows += queued.count;
    return rows;
  }

  /** Takes all of `rows` or none of them. */
  offer(rows: readonly Row[]): boolean {
    if (this.size + rows.length > this.options.maxRows) return false;
    for (const row of rows) this.#pending.push(row);
    if (this.#pending.count >= this.options.flushRows && !this.#current) {
      this.flush().catch(this.options.onError);
    }
    return true;
  }

  /** Writes everything held (one write at a time, in order); rejects, keeping the rows, if the store fails. */
  async flush(): Promise<void> {
    while (this.#current) await this.#current.catch(() => undefined);
    const count = this.#pending.count;
    if (count > 0) {
      this.#queued.push({ batch: this.#pending.build(), count });
      this.#pending = this.collect();
    }
    if (this.#queued.length === 0) return;
    this.#current = this.#writeQueued();
    try {
      await this.#current;
    } finally {
      this.#current = undefined;
    }
  }

  /** Gives up the rows still held (after a failed final flush), so they can be counted as dropped. */
  discard(): number {
    const count = this.size;
    this.#queued.length = 0;
    this.#pending = this.collect();
    return count;
  }

  async #writeQueued(): Promise<void> {
    for (let head = this.#queued[0]; head; head = this.#queued[0]) {
      await this.write(head.batch); // a failure leaves it queued, first in line
      this.#queued.shift();
    }
  }
}
