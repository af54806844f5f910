import { resolve } from 'node:path';
import type { Config } from '../config.ts';
import { ConfigError } from '../config.ts';
import { DuckDbStore } from './duckdb/duckdb-store.ts';
import type { VitalsStore } from './types.ts';

/** The one place that picks an adapter for `STORE`. */
export function createStore(config: Config): VitalsStore {
  switch (config.store) {
    case 'duckdb':
      return new DuckDbStore({ path: resolve(config.duckdbPath), memoryLimit: config.duckdbMemoryLimit });
    case 'clickhouse':
      // Issue 7 adds the ClickHouse adapter; until then this build cannot serve STORE=clickhouse.
      throw new ConfigError('STORE=clickhouse is not available in this build; use STORE=duckdb.');
  }
}
