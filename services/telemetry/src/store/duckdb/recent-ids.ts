import type { DuckDBConnection } from '@duckdb/node-api';
import type { VitalRow } from '../types.ts';

/** How many recent metric ids the adapter remembers (~10 MB): well over a day of this site's reports. */
export const RECENT_IDS_MAX = 100_000;

/**
 * The metric ids stored most recently, so a batch only pays for the duplicate search (replaceVitals)
 * when one of its ids was seen before; most reports are new and go straight in through the appender.
 * Loaded from the table at start, so a duplicate that arrives across a restart still collapses.
 * Duplicates older than a day or than the last RECENT_IDS_MAX reports are kept (docs/decisions/0101).
 */
export class RecentIds {
  readonly #ids = new Map<string, true>();

  constructor(private readonly max = RECENT_IDS_MAX) {}

  has(id: string): boolean {
    return this.#ids.has(id);
  }

  remember(id: string): void {
    this.#ids.delete(id); // re-inserting moves it to the newest end
    this.#ids.set(id, true);
    if (this.#ids.size > this.max) {
      const oldest = this.#ids.keys().next();
      if (!oldest.done) this.#ids.delete(oldest.value);
    }
  }

  async load(connection: DuckDBConnection): Promise<void> {
    const reader = await connection.runAndReadAll(
      `SELECT id FROM (
         SELECT id, received_at FROM vitals
         WHERE received_at >= (SELECT max(received_at) FROM vitals) - INTERVAL 1 DAY
         ORDER BY received_at DESC LIMIT ${this.max})
       ORDER BY received_at`,
    );
    for (const [id] of reader.getRowsJS()) this.remember(String(id));
  }
}

/** One row per id within a batch: the latest `receivedAt`, and on a tie the later one (types.ts). */
export function latestPerId(rows: readonly VitalRow[]): VitalRow[] {
  const latest = new Map<string, VitalRow>();
  for (const row of rows) {
    const seen = latest.get(row.id);
    if (!seen || row.receivedAt.getTime() >= seen.receivedAt.getTime()) {
      latest.delete(row.id);
      latest.set(row.id, row);
    }
  }
  return [...latest.values()];
}
