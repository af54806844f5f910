// The ClickHouse half of `pnpm bench`, run after the DuckDB half by run.mjs with its helpers so the
// figures print beside DuckDB's in one run: (b) POST /analytics/vital on STORE=clickhouse against the
// same bare route (a). ClickHouse is a real server process, Debian's 18.16 from the tests' harness (a temp
// folder on loopback, 2 threads), which takes the service's inserts but runs none of its analyst SQL
// (docs/decisions/0702-clickhouse-versions.md): the queries on ClickHouse 26 are `bench:stores`' figures.
import { ClickHouseLogLevel, createClient } from '@clickhouse/client';
import { importTs } from './import-ts.mjs';

const { startTestClickHouse } = await importTs('../scripts/clickhouse-server.ts');

const DATABASE = 'bench';

export async function benchClickHouse({ bareRate, load, ms, peakRssMb, server, serviceEnv, start, stop }) {
  const clickhouse = await startTestClickHouse();
  const client = createClient({
    url: clickhouse.url,
    request_timeout: 600_000,
    log: { level: ClickHouseLogLevel.OFF },
  });
  const env = {
    ...serviceEnv('unused.duckdb'),
    STORE: 'clickhouse',
    CLICKHOUSE_URL: clickhouse.url,
    CLICKHOUSE_DATABASE: DATABASE,
  };
  try {
    const service = await start(server, env);
    const b = await load(service.url);
    const rss = peakRssMb(service.child);
    await stop(service.child);
    const stored = await client.query({
      query: `SELECT count() AS n FROM ${DATABASE}.vitals FINAL`,
      format: 'JSONEachRow',
      clickhouse_settings: { output_format_json_quote_64bit_integers: 0 },
    });
    const [{ n }] = await stored.json();
    const rate = b['2xx'] / b.duration; // autocannon reports duration in seconds
    console.log(
      `  (b) same, STORE=clickhouse       ${Math.round(rate)} req/s   2xx ${b['2xx']}   rows in ClickHouse after SIGTERM ${n}`,
    );
    // (a)'s rate comes from the DuckDB half's turn-taking rounds of this same run.
    console.log(`  ratio b/a, ClickHouse            ${(rate / bareRate).toFixed(2)}`);
    console.log(`  b p99, ClickHouse                ${ms(b.latency.p99)}   peak RSS ${rss.toFixed(0)} MB`);
    if (n < b['2xx']) {
      console.error(`  FAILED: ${b['2xx'] - n} acknowledged rows are missing from ClickHouse`);
      process.exitCode = 1;
    }

    console.log('  queries on ClickHouse 26: see `pnpm --filter @opstap/telemetry bench:stores`');
  } finally {
    await client.close();
    await clickhouse.dispose();
  }
}
