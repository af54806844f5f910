/** How the DuckDB adapter opens its file; `loadConfig` fills it from DUCKDB_* (config.ts). */
export interface DuckDbStoreOptions {
  /** The database file; `:memory:` for none. Its folder is created if missing. */
  path: string;
  /** DuckDB's buffer-manager cap, e.g. `'160MB'` (docs/requirements/telemetry-service.md#performance). */
  memoryLimit?: string;
  /** DuckDB's threads (queries, checkpoints); they share the cores with the HTTP thread. */
  threads?: number;
  /** DuckDB's `checkpoint_threshold` (WAL size that triggers a checkpoint), e.g. `'1MB'`; DuckDB's default if unset. */
  checkpointThreshold?: string;
}

/**
 * The one set of defaults, for DUCKDB_MEMORY_LIMIT and DUCKDB_THREADS and for a store opened without
 * them (tests, benches). 160MB: the 10M-row summary needs it, and the whole process must stay under its
 * RSS budget (docs/decisions/0601). Two threads: one made the 10M-row summary twice as slow for an
 * ingest gain within the bench's noise on two shared cores (docs/decisions/0602).
 */
export const DUCKDB_DEFAULTS = { memoryLimit: '160MB', threads: 2 } as const;
