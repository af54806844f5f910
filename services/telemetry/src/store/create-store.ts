import { ClickHouseStore, type ClickHouseStoreOptions } from './clickhouse/clickhouse-store.ts';
import type { DuckDbStoreOptions } from './duckdb/duckdb-options.ts';
import { DuckDbStore } from './duckdb/duckdb-store.ts';
import type { VitalsStore } from './types.ts';

/** Which engine, with its options (the service's config fills them: config.ts, `storeSettings`). */
export type StoreSettings =
  | { engine: 'duckdb'; duckdb: DuckDbStoreOptions }
  | { engine: 'clickhouse'; clickhouse: ClickHouseStoreOptions };

/** The one place that picks an adapter (docs/requirements/telemetry-service.md#stores). */
export function createStore(settings: StoreSettings): VitalsStore {
  switch (settings.engine) {
    case 'duckdb':
      return new DuckDbStore(settings.duckdb);
    case 'clickhouse':
      return new ClickHouseStore(settings.clickhouse);
  }
}
