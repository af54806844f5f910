import { describeStoreContract } from '../store-contract.ts';
import { ClickHouseStore } from './clickhouse-store.ts';
import { sharedTestClickHouse } from './shared-test-server.ts';

// The shared store contract (same answers as DuckDB) against the run's clickhouse-server, in its own database.
describeStoreContract(
  'clickhouse',
  async () => new ClickHouseStore({ url: sharedTestClickHouse().url, database: 'contract' }),
);
