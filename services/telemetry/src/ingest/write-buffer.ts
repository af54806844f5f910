/**
 * A bounded write buffer (docs/requirements/telemetry-service.md#durability): requests are acknowledged
 * once their rows are here, rows reach the store in batches (every FLUSH_INTERVAL_MS or FLUSH_ROWS), and
 * when the buffer is full `offer` says no so the route answers 503 instead of the process growing without
 * limit. A batch whose write fails stays queued, ahead of newer rows, for the next flush: acknowledged
 * rows leave only by landing in the store.
 */
export interface WriteBufferOptions {
  flushRows: number;
  maxRows: number;
  /** Called when a flush triggered by size fails (the timer and shutdown see their own errors). */
  onError: (error: unknown) => void;
}

/**
 * Where rows wait for their flush, in the shape the store's write takes: an array, or a store's own
 * batch (VitalsStore.createVitalBatch).
 */
export interface Collector<Row> {
  readonly length: number;
  push(row: Row): void;
}

export class WriteBuffer<Row, Batch extends Collector<Row>> {
  #pending: Batch;
  /** Batches taken from #pending and not yet written (the first may be in flight), oldest first. */
  readonly #queued: Batch[] = [];
  #current: Promise<void> | undefined;

  constructor(
    private readonly write: (batch: Batch) => Promise<void>,
    private readonly collect: () => Batch,
    private readonly options: WriteBufferOptions,
  ) {
    this.#pending = collect();
  }

  /** Rows held and not yet in the store, including a batch being written. */
  get size(): number {
    // Summed, not kept as a counter: one or two batches are queued, more only while the store fails.
    let rows = this.#pending.length;
    for (const batch of this.#queued) rows += batch.length;
    return rows;
  }

  /** Takes all of `rows` or none of them. */
  offer(rows: readonly Row[]): boolean {
    if (this.size + rows.length > this.options.maxRows) return false;
    for (const row of rows) this.#pending.push(row);
    if (this.#pending.length >= this.options.flushRows && !this.#current) {
      this.flush().catch(this.options.onError);
    }
    return true;
  }

  /** Writes everything held (one write at a time, in order); rejects, keeping the rows, if the store fails. */
  async flush(): Promise<void> {
    while (this.#current) await this.#current.catch(() => undefined);
    if (this.#pending.length > 0) {
      this.#queued.push(this.#pending);
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
      await this.write(head); // a failure leaves it queued, first in line
      this.#queued.shift();
    }
  }
}
