import { comparePositions, type Position } from '../spool/position.ts';

/**
 * Between the spool and the store (docs/decisions/0110-ingest-spool.md). Every accepted record is in the
 * spool before it is offered here; this buffer keeps the newest ones in memory too, so the common case
 * never reads the disk, and writes them to the store in batches (every FLUSH_INTERVAL_MS or FLUSH_ROWS).
 * Memory is bounded (BUFFER_MAX_ROWS): when the store falls behind, newer records stay on disk only
 * ("spilled") and are read back from the spool, in order, once the rows in memory are written. Replay at
 * start is the same path: everything the last process left is spilled. A batch whose write fails stays
 * queued, first in line; a batch that lands releases its part of the spool.
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

/** The buffer's view of its spool: rows read back from a position, and releasing what is stored. */
export interface SpoolSource<Row> {
  /** Where the records not yet in the store begin, and where the spool ends, when the buffer starts. */
  readonly start: Position;
  readonly end: Position;
  /** Records from `from` (not past `until`), up to `maxRecords`, as rows, and where the next read starts. */
  read(from: Position, until: Position, maxRecords: number): Promise<{ rows: Row[]; next: Position }>;
  /** Everything before `upTo` is in the store. */
  release(upTo: Position): Promise<void>;
}

/** Records read back from the spool per read, while refilling a batch of FLUSH_ROWS rows. */
const RECORDS_PER_READ = 500;

export class WriteBuffer<Row, Batch extends Collector<Row>> {
  #pending: Batch;
  /** Batches taken from #pending (or read back) and not yet written, oldest first, each with its spool end. */
  readonly #queued: { batch: Batch; end: Position }[] = [];
  #current: Promise<void> | undefined;
  /** The end of the last record held in memory (or already written). */
  #memoryEnd: Position;
  /** The end of the last record offered; past #memoryEnd while records wait on disk only. */
  #offeredEnd: Position;
  #failing = false;

  constructor(
    private readonly write: (batch: Batch) => Promise<void>,
    private readonly collect: () => Batch,
    private readonly options: WriteBufferOptions,
    private readonly spool: SpoolSource<Row>,
  ) {
    this.#pending = collect();
    this.#memoryEnd = spool.start;
    this.#offeredEnd = spool.end;
  }

  /** Rows held in memory and not yet in the store, including a batch being written. */
  get size(): number {
    // Summed, not kept as a counter: one or two batches are queued, more only while the store fails.
    let rows = this.#pending.length;
    for (const queued of this.#queued) rows += queued.batch.length;
    return rows;
  }

  /** True from a failed write to the next one that lands: the store is refusing writes (`/readyz`). */
  get failing(): boolean {
    return this.#failing;
  }

  /** True while accepted records wait in the spool only (the store is behind, or replay is under way). */
  get spilled(): boolean {
    return comparePositions(this.#memoryEnd, this.#offeredEnd) < 0;
  }

  /** A record's rows, already on disk, ending at `end` in the spool. Kept in memory while there is room. */
  offer(rows: readonly Row[], end: Position): void {
    if (!this.spilled && this.size + rows.length <= this.options.maxRows) {
      for (const row of rows) this.#pending.push(row);
      this.#memoryEnd = end;
    }
    this.#offeredEnd = end;
    if (this.#pending.length >= this.options.flushRows && !this.#current) {
      this.flush({ untilEmpty: false }).catch(this.options.onError);
    }
  }

  /**
   * Writes what is held, then what waits in the spool (one write at a time, in order); rejects, keeping
   * the rows, if the store fails. Rows that arrive meanwhile are written too: all of them with
   * `untilEmpty` (shutdown, tests), else only once a full batch (FLUSH_ROWS) has gathered. Under steady
   * load the rest waits for the next size trigger or tick: going on with whatever arrived during each
   * write made every write after the first a commit of ~100 rows, and a commit's fixed cost in the DuckDB
   * worker then outweighed its rows (docs/perf/history/ingest-spool.md).
   */
  async flush({ untilEmpty = true }: { untilEmpty?: boolean } = {}): Promise<void> {
    while (this.#current) await this.#current.catch(() => undefined);
    this.#current = this.#drain(untilEmpty);
    try {
      await this.#current;
    } finally {
      this.#current = undefined;
    }
  }

  async #drain(untilEmpty: boolean): Promise<void> {
    for (let first = true; ; first = false) {
      const held = this.#pending.length;
      if (held > 0 && (first || untilEmpty || held >= this.options.flushRows)) {
        this.#queued.push({ batch: this.#pending, end: this.#memoryEnd });
        this.#pending = this.collect();
      } else if (this.#queued.length === 0 && this.#pending.length === 0 && this.spilled) {
        await this.#refill();
      }
      if (this.#queued.length === 0) return;
      for (let head = this.#queued[0]; head; head = this.#queued[0]) {
        try {
          await this.write(head.batch); // a failure leaves it queued, first in line
        } catch (error) {
          this.#failing = true;
          throw error;
        }
        this.#failing = false;
        this.#queued.shift();
        await this.spool.release(head.end);
      }
    }
  }

  /** Reads up to FLUSH_ROWS rows back from the spool into one queued batch. */
  async #refill(): Promise<void> {
    const collector = this.collect();
    let at = this.#memoryEnd;
    while (collector.length < this.options.flushRows && comparePositions(at, this.#offeredEnd) < 0) {
      const { rows, next } = await this.spool.read(at, this.#offeredEnd, RECORDS_PER_READ);
      for (const row of rows) collector.push(row);
      at = next;
    }
    this.#memoryEnd = at;
    if (collector.length > 0) this.#queued.push({ batch: collector, end: at });
    else await this.spool.release(at); // only damaged records were there
  }
}
