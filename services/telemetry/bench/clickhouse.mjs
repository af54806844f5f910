// The ClickHouse half of `pnpm bench`, run after the DuckDB half by run.mjs with its helpers so the
// figures print beside DuckDB's in one run: (b) POST /analytics/vital on STORE=clickhouse against the
// same bare route (a), then every query endpoint (queries.mjs) over a tenth of SUMMARY_ROWS and all of them.
// ClickHouse is Debian's 18.16 from the tests' harness (a temp folder on loopback, 2 threads).
import { ClickHouseLogLevel, createClient } from '@clickhouse/client';
import { importTs } from './import-ts.mjs';

const { startTestClickHouse } = await importTs('../scripts/clickhouse-server.ts');

const DATABASE = 'bench';
const DAY_MS = 86_400_000;

/** The DuckDB half's rows (seed.mjs), as ClickHouse SQL: same shape, metrics, pages, releases, attribution. */
async function seed(client, firstRow, rows, totalRows) {
  const end = Date.now();
  const step = Math.floor((27 * DAY_MS) / totalRows);
  const random = 'rand() / 4294967295';
  const at = `${end - 27 * DAY_MS} + i * ${step}`;
  const release = `if(i < ${Math.floor(totalRows / 2)}, '1.6.0', '1.7.0')`;
  await client.command({
    query: `INSERT INTO ${DATABASE}.vitals (received_at_ms, name, value, id, rating, connection_type, device, os,
        os_version, browser, browser_version, country, language, app_version, app_type, path, user_type,
        window_orientation, height, width, device_pixel_ratio, screen, navigation_type, attr_target, attr_script_url)
      SELECT ${at}, ['LCP', 'CLS', 'INP', 'FCP', 'TTFB'][1 + i % 5],
        multiIf(i % 5 = 1, round(${random} * 0.4, 3), i % 5 = 2, round(${random} * 700), round(${random} * 5000)),
        concat('bench-', toString(i)), 'good', ['4g', '4g', '3g', 'unknown'][1 + intDiv(i, 5) % 4],
        ['mobile', 'desktop', 'tablet'][1 + intDiv(i, 5) % 3],
        'Android', '14', 'Chrome', '140', ['nl', 'gb'][1 + intDiv(i, 15) % 2], ['nl', 'en'][1 + intDiv(i, 7) % 2],
        ${release}, 'home-page', concat('/page-', toString(intDiv(i, 5) % 200)), 'anonymous', 'portrait', 800, 400, 2,
        concat('screen-', toString(intDiv(i, 5) % 20)), 'navigate',
        if(i % 5 = 0, ['main > img.hero', 'h1', 'div.card'][1 + intDiv(i, 5) % 3], ''),
        if(i % 5 = 2 AND intDiv(i, 5) % 4 = 0, concat('https://www.opstap.nl/static/js/app-', toString(intDiv(i, 20) % 8), '.js'), '')
      FROM (SELECT number + ${firstRow} AS i FROM numbers(${rows}))`,
  });
  await client.command({
    query: `INSERT INTO ${DATABASE}.warnings (received_at_ms, row_id, path, message, stacktrace, user_agent,
        message_class, screen, browser, app_version)
      SELECT ${at}, concat('bench-w', toString(i)), concat('/page-', toString(intDiv(i, 5) % 200)),
        concat('Loading chunk ', toString(i % 97), ' failed'), '', 'Mozilla/5.0',
        if(i % 3 = 0, 'Loading chunk * failed', 'Page load took * ms'), concat('screen-', toString(intDiv(i, 5) % 20)),
        'Chrome', ${release}
      FROM (SELECT number * 100 + ${firstRow} AS i FROM numbers(${Math.ceil(rows / 100)}))`,
  });
}

export async function benchClickHouse({
  bareRate,
  load,
  ms,
  peakRssMb,
  server,
  serviceEnv,
  start,
  stop,
  printLatencies,
  queryLatencies,
  summarySizes,
}) {
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

    await client.command({ query: `TRUNCATE TABLE ${DATABASE}.vitals` });
    await client.command({ query: `TRUNCATE TABLE ${DATABASE}.warnings` });
    const total = summarySizes.at(-1)[0] + summarySizes.at(-1)[1];
    for (const [first, rows, label] of summarySizes) {
      await seed(client, first, rows, total);
      // Merged parts, as a table is between bursts (the DuckDB half checkpoints after seeding).
      await client.command({ query: `OPTIMIZE TABLE ${DATABASE}.vitals FINAL` });
      const query = await start(server, env);
      printLatencies('ClickHouse', label, await queryLatencies(query.url), 500);
      await stop(query.child);
    }
  } finally {
    await client.close();
    await clickhouse.dispose();
  }
}
