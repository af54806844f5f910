// Loads synthetic vitals straight into a stopped service's DuckDB file with DuckDB itself
// (INSERT … SELECT FROM range()), not through HTTP: the bench measures queries, not loading.
// Rows are spread evenly over the trailing 27 days in time order (as arrival would order them),
// five metrics in equal shares (one page view reports LCP, CLS, INP, FCP and TTFB), 200 pages.
import { DuckDBInstance } from '@duckdb/node-api';

const DAY_US = 86_400_000_000n;

export async function seed(path, firstRow, rows, totalRows) {
  const instance = await DuckDBInstance.create(path);
  const connection = await instance.connect();
  const end = BigInt(Date.now()) * 1000n;
  const start = end - 27n * DAY_US;
  // Spread over the window by the final size so the first tenth is the oldest tenth.
  const step = (27n * DAY_US) / BigInt(totalRows);
  await connection.run(`
    INSERT INTO vitals (received_at, name, value, id, rating, connection_type, device, os, os_version, browser,
      browser_version, country, language, app_version, app_type, path, user_type, window_orientation, height, width,
      device_pixel_ratio, screen, navigation_type)
    SELECT
      TIMESTAMP '1970-01-01' + to_microseconds(${start}::BIGINT + i * ${step}::BIGINT),
      (['LCP', 'CLS', 'INP', 'FCP', 'TTFB'])[1 + i % 5],
      CASE i % 5 WHEN 1 THEN round(random() * 0.4, 3) WHEN 2 THEN round(random() * 700) ELSE round(random() * 5000) END,
      'bench-' || i,
      'good',
      '4g',
      (['mobile', 'desktop', 'tablet'])[1 + (i // 5) % 3],
      'Android', '14', 'Chrome', '140',
      (['nl', 'gb'])[1 + (i // 15) % 2],
      (['nl', 'en'])[1 + (i // 7) % 2],
      '0.1.0', 'home-page',
      '/page-' || ((i // 5) % 200),
      'anonymous', 'portrait', 800, 400, 2,
      'screen-' || ((i // 5) % 20), 'navigate'
    FROM range(${firstRow}, ${firstRow + rows}) AS r(i)`);
  await connection.run('CHECKPOINT');
  connection.closeSync();
  instance.closeSync();
}
