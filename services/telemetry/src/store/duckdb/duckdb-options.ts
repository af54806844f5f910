import type { QueryBounds } from '../query-cost.ts';

/** How the DuckDB adapter opens its file; `loadConfig` fills it from DUCKDB_* (config.ts). */
export interface DuckDbStoreOptions {
  /** The database file; `:memory:` for none. Its folder is created if missing. */
  path: string;
  /** DuckDB's buffer-manager cap, e.g. `'64MB'` (docs/requirements/telemetry-service.md#performance). */
  memoryLimit?: string;
  /** The cap while an export runs (its sort of every column needs more), e.g. `'160MB'`. */
  exportMemoryLimit?: string;
  /** DuckDB's threads (queries, checkpoints); they share the cores with the HTTP thread. */
  threads?: number;
  /** DuckDB's `checkpoint_threshold` (WAL size that triggers a checkpoint), e.g. `'1MB'`; DuckDB's default if unset. */
  checkpointThreshold?: string;
  /** Rows and time an analyst's query may take (query-cost.ts); the defaults when unset. */
  queryBounds?: QueryBounds;
}

/**
 * The one set of defaults, for DUCKDB_MEMORY_LIMIT, DUCKDB_EXPORT_MEMORY_LIMIT and DUCKDB_THREADS and
 * for a store opened without them (tests, benches). 64MB: the buffer pool keeps the file's blocks it
 * has read until it reaches the cap, and that cache, not any query's working set, is what took the
 * service past its RSS budget over 10M rows; the queries read the file again from the OS's page cache
 * at no measurable cost. An export sorts every column of its window, which needs more: it runs under
 * the higher cap, today's former default (docs/decisions/0603). Two threads: one made the 10M-row
 * summary twice as slow for an ingest gain within the bench's noise on two shared cores (docs/decisions/0602).
 */
export const DUCKDB_DEFAULTS = { memoryLimit: '64MB', exportMemoryLimit: '160MB', threads: 2 } as const;

/** What DUCKDB_MEMORY_LIMIT and its kin accept; the engine writes the value into a `SET` statement. */
export const MEMORY_SIZE = /^\d+(KB|MB|GB)$/;
