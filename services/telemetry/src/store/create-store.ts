import { resolve } from 'node:path';
import type { Config } from '../config.ts';
import { ConfigError } from '../config.ts';
import { DuckDbStore } from './duckdb/duckdb-store.ts';
import type { VitalsStore } from './types.ts';

/** The one place that picks an adapter for `STORE`. */
export function createStore(config: Config): VitalsStore {
  switch (config.store) {
    case 'duckdb': {
      // `:memory:` is DuckDB's name for no file, not a path to resolve.
      const path = config.duckdbPath === ':memory:' ? ':memory:' : resolve(config.duckdbPath);
      return new DuckDbStore({ path, memoryLimit: config.duckdbMemoryLimit });
    }
    case 'clickhouse':
      // Issue 7 adds the ClickHouse adapter; until then this build cannot serve STORE=clickhouse.
      throw new ConfigError('STORE=clickhouse is not available in this build; use STORE=duckdb.');
  }
}
