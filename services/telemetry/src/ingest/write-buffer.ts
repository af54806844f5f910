/**
 * A bounded write buffer (issue 6): requests are acknowledged once their rows are here, rows reach the
 * store in batches (every FLUSH_INTERVAL_MS or FLUSH_ROWS), and when the buffer is full `offer` says
 * no so the route answers 503 instead of the process growing without limit. A failed write puts its
 * rows back, in order, for the next flush: acknowledged rows leave only by landing in the store.
 */
export interface WriteBufferOptions {
  flushRows: number;
  maxRows: number;
  /** Called when a flush triggered by size fails (the timer and shutdown see their own errors). */
  onError: (error: unknown) => void;
}

export class WriteBuffer<Row> {
  #pending: Row[] = [];
  #inFlight = 0;
  #current: Promise<void> | undefined;

  constructor(
    private readonly write: (rows: readonly Row[]) => Promise<void>,
    private readonly options: WriteBufferOptions,
  ) {}

  /** Rows held and not yet in the store, including a batch being written. */
  get size(): number {
    return this.#pending.length + this.#inFlight;
  }

  /** Takes all of `rows` or none of them. */
  offer(rows: readonly Row[]): boolean {
    if (this.size + rows.length > this.options.maxRows) return false;
    this.#pending.push(...rows);
    if (this.#pending.length >= this.options.flushRows && !this.#current) {
      this.flush().catch(this.options.onError);
    }
    return true;
  }

  /** Writes everything pending (one write at a time); rejects, keeping the rows, if the store fails. */
  async flush(): Promise<void> {
    while (this.#current) await this.#current.catch(() => undefined);
    if (this.#pending.length === 0) return;
    const batch = this.#pending;
    this.#pending = [];
    this.#inFlight = batch.length;
    this.#current = this.write(batch).then(
      () => undefined,
      (error: unknown) => {
        this.#pending = batch.concat(this.#pending);
        throw error;
      },
    );
    try {
      await this.#current;
    } finally {
      this.#current = undefined;
      this.#inFlight = 0;
    }
  }

  /** Gives up the rows still held (after a failed final flush), so they can be counted as dropped. */
  discard(): number {
    const count = this.#pending.length;
    this.#pending = [];
    return count;
  }
}
