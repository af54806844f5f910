import { describeStoreContract } from '../store-contract.ts';
import { ClickHouseStore } from './clickhouse-store.ts';
import { startTestClickHouse, type TestClickHouse } from './test-server.ts';

// The shared store contract (same answers as DuckDB) against a real clickhouse-server of its own.
let server: TestClickHouse | undefined;

describeStoreContract(
  'clickhouse',
  async () => {
    server = await startTestClickHouse();
    return new ClickHouseStore({ url: server.url, database: 'contract' });
  },
  async () => server?.dispose(),
);
