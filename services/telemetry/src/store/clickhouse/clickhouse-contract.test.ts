import { describeStoreContract } from '../../../test/store/store-contract.ts';
import { ClickHouseStore } from './clickhouse-store.ts';
import { sharedTestClickHouse } from '../../../test/support/clickhouse.ts';

// The shared store contract (same answers as DuckDB) against the run's clickhouse-server, in its own database.
describeStoreContract(
  'clickhouse',
  async () => new ClickHouseStore({ url: sharedTestClickHouse().url, database: 'contract' }),
);
