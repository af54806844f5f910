import { resolve } from 'node:path';
import type { Config } from '../config.ts';
import { ClickHouseStore } from './clickhouse/clickhouse-store.ts';
import { DuckDbStore } from './duckdb/duckdb-store.ts';
import type { VitalsStore } from './types.ts';

/** The one place that picks an adapter for `STORE`. */
export function createStore(config: Config): VitalsStore {
  switch (config.store) {
    case 'duckdb': {
      // `:memory:` is DuckDB's name for no file, not a path to resolve.
      const path = config.duckdbPath === ':memory:' ? ':memory:' : resolve(config.duckdbPath);
      return new DuckDbStore({
        path,
        memoryLimit: config.duckdbMemoryLimit,
        exportMemoryLimit: config.duckdbExportMemoryLimit,
        threads: config.duckdbThreads,
        checkpointThreshold: config.duckdbCheckpointThreshold,
        queryBounds: config.queryBounds,
      });
    }
    case 'clickhouse':
      return new ClickHouseStore({ ...config.clickhouse, queryBounds: config.queryBounds });
  }
}
