import type { DuckDBConnection } from '@duckdb/node-api';

/** How many recent metric ids the adapter remembers: well over a day of this site's reports. */
export const RECENT_IDS_MAX = 100_000;

/**
 * The metric ids stored most recently, so a batch only pays for the duplicate search (replaceVitals)
 * when one of its ids was seen before; most reports are new and go straight in through the appender.
 * Loaded from the table at start, so a duplicate that arrives across a restart still collapses.
 * Duplicates older than a day or than the last RECENT_IDS_MAX reports are kept (docs/decisions/0101).
 *
 * The last `max` remembers, in a ring: evicting the oldest is O(1). (A Map used as an LRU, deleting its
 * first key on every insert, grows slow at this size: V8 leaves the deleted entries as holes that
 * `keys().next()` walks past until the table is rehashed, and that, not DuckDB, once capped the writer;
 * figures in docs/decisions/0602 and docs/perf/telemetry-ingest.md.) An id remembered again keeps only its newest
 * slot, so the ids held are at most `max`, fewer when some repeat.
 */
export class RecentIds {
  /** Each id with the stamp of its newest slot in the ring. */
  readonly #ids = new Map<string, number>();
  readonly #ring: (string | undefined)[];
  readonly #stamps: number[];
  #count = 0;

  constructor(private readonly max = RECENT_IDS_MAX) {
    this.#ring = new Array<string | undefined>(max);
    this.#stamps = new Array<number>(max).fill(-1);
  }

  has(id: string): boolean {
    return this.#ids.has(id);
  }

  remember(id: string): void {
    const stamp = this.#count;
    this.#count += 1;
    const slot = stamp % this.max;
    const evicted = this.#ring[slot];
    // The slot's previous id goes, unless it was remembered again since (a newer slot holds it).
    if (evicted !== undefined && this.#ids.get(evicted) === this.#stamps[slot]) this.#ids.delete(evicted);
    this.#ring[slot] = id;
    this.#stamps[slot] = stamp;
    this.#ids.set(id, stamp);
  }

  /**
   * Streamed a chunk (2,048 ids) at a time: reading them all at once as row arrays kept tens of MB more
   * resident over a large file, memory the worker's small young generation promoted and never gave back
   * (docs/decisions/0602; figures in docs/perf/telemetry-ingest.md).
   */
  async load(connection: DuckDBConnection): Promise<void> {
    const result = await connection.stream(
      `SELECT id FROM (
         SELECT id, received_at FROM vitals
         WHERE received_at >= (SELECT max(received_at) FROM vitals) - INTERVAL 1 DAY
         ORDER BY received_at DESC LIMIT ${this.max})
       ORDER BY received_at`,
    );
    let chunk = await result.fetchChunk();
    while (chunk && chunk.rowCount > 0) {
      for (const id of chunk.getColumnValues(0)) this.remember(String(id));
      chunk = await result.fetchChunk();
    }
  }
}
