import { describeStoreContract } from '../../../test/store/store-contract.ts';
import { ClickHouseStore } from './clickhouse-store.ts';
import { chdbConnection } from '../../../test/support/chdb.ts';

// The shared store contract (same answers as DuckDB) on ClickHouse 26 (chDB), in its own database.
describeStoreContract(
  'clickhouse',
  async () => new ClickHouseStore({ connection: chdbConnection(), database: 'contract' }),
);
