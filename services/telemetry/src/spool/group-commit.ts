/** How the spool's group commit writes and recovers (spool.ts provides them). */
export interface GroupCommitOptions<T> {
  /** Writes a group durably (O_DSYNC): resolves once every item of it is on disk. */
  write(group: T[]): Promise<void>;
  /** Called for a group once it is on disk, before its items are acknowledged. */
  written(group: T[]): void;
  /**
   * Called after a write failed: puts the files back to what was acknowledged. Its synchronous part must
   * move new items off the failed files (spool.ts starts a new segment).
   */
  recover(error: unknown): Promise<void>;
  /** Extra wait before each group is taken, to gather more items; 0 waits for none. */
  delayMs: number;
}

interface Pending<T> {
  item: T;
  resolve: () => void;
  reject: (error: unknown) => void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The spool's group commit (docs/decisions/0110-ingest-spool.md): items queue while a write is in flight;
 * the next write takes everything queued as one group, and only once it is on disk are its items
 * acknowledged. One write at a time, so the log on disk is always a prefix of what was handed out and a
 * crash can tear only its last frames. (Several writes in flight made the disk take more syncs a second,
 * but each group smaller, and every write wakes a thread-pool thread that takes the core from the HTTP
 * thread: fewer beacons a second on two shared cores; docs/perf/history/ingest-spool.md.) When a write fails, its
 * group and everything queued behind it (placed in the same files) are refused, and the spool recovers
 * before anything new is written.
 */
export class GroupCommit<T> {
  #queue: Pending<T>[] = [];
  #running: Promise<void> | undefined;

  constructor(private readonly options: GroupCommitOptions<T>) {}

  /** Queues an item; the promise resolves once it is on disk. */
  add(item: T): Promise<void> {
    const durable = new Promise<void>((resolve, reject) => this.#queue.push({ item, resolve, reject }));
    this.#running ??= this.#run();
    return durable;
  }

  /** True while an item is queued or being written. */
  get busy(): boolean {
    return this.#running !== undefined;
  }

  /** Resolves once nothing is queued or being written. */
  async idle(): Promise<void> {
    while (this.#running) await this.#running;
  }

  async #run(): Promise<void> {
    try {
      if (this.options.delayMs > 0) await sleep(this.options.delayMs);
      while (this.#queue.length > 0) {
        const group = this.#queue;
        this.#queue = [];
        const items = group.map((pending) => pending.item);
        try {
          await this.options.write(items);
        } catch (error) {
          const failed = [...group, ...this.#queue];
          this.#queue = [];
          await this.options.recover(error).catch(() => undefined);
          for (const pending of failed) pending.reject(error);
          continue;
        }
        this.options.written(items);
        for (const pending of group) pending.resolve();
      }
    } finally {
      // Cleared in the same turn as the last resolve, so an item added in reply starts the next run.
      this.#running = undefined;
    }
  }
}
