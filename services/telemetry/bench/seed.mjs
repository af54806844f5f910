// Loads synthetic vitals and warnings straight into a stopped service's DuckDB file with DuckDB itself
// (INSERT … SELECT FROM range()), not through HTTP: the bench measures queries, not loading.
// Rows are spread evenly over the trailing 27 days in time order (as arrival would order them),
// five metrics in equal shares (one page view reports LCP, CLS, INP, FCP and TTFB), 200 pages in 20
// screens, two releases (1.6.0, then 1.7.0 from the middle of the window), four connection types,
// LCP targets, INP scripts, LCP sub-parts and INP phases as attribution, and one warning per 100 vitals. Every fourth page view is a
// soft navigation and every fifth comes from a browser that cannot report them (decision 0502); a soft view
// keeps its TTFB row, which the web app would not send: the bench measures what queries cost.
import { DuckDBInstance } from '@duckdb/node-api';
import { importTs } from './import-ts.mjs';

const { valueScaleSql } = await importTs('../src/store/stored-value.ts');

const DAY_US = 86_400_000_000n;
/** Row i's metric: five in turn, as one page view reports them. */
const NAME = `(['LCP', 'CLS', 'INP', 'FCP', 'TTFB'])[1 + i % 5]`;

export async function seed(path, firstRow, rows, totalRows) {
  const instance = await DuckDBInstance.create(path);
  const connection = await instance.connect();
  const end = BigInt(Date.now()) * 1000n;
  const start = end - 27n * DAY_US;
  // Spread over the window by the final size so the first tenth is the oldest tenth.
  const step = (27n * DAY_US) / BigInt(totalRows);
  const at = `TIMESTAMP '1970-01-01' + to_microseconds(${start}::BIGINT + i * ${step}::BIGINT)`;
  await connection.run(`
    INSERT INTO vitals (received_at, name, value_fixed, id, rating, connection_type, device, os, os_version, browser,
      browser_version, country, language, app_version, app_type, path, user_type, window_orientation, height, width,
      device_pixel_ratio, screen, navigation_type, attr_target, attr_script_url, page_view_id, soft_navigations,
      attr_time_to_first_byte, attr_resource_load_delay, attr_resource_load_duration, attr_element_render_delay,
      attr_input_delay, attr_processing_duration, attr_presentation_delay)
    SELECT
      ${at},
      ${NAME},
      -- value_fixed: the value in its metric's units (src/store/stored-value.ts)
      round((CASE i % 5 WHEN 1 THEN round(random() * 0.4, 3) WHEN 2 THEN round(random() * 700) ELSE round(random() * 5000) END) * ${valueScaleSql(NAME)})::INTEGER,
      'bench-' || i,
      'good',
      (['4g', '4g', '3g', 'unknown'])[1 + (i // 5) % 4],
      (['mobile', 'desktop', 'tablet'])[1 + (i // 5) % 3],
      'Android', '14', 'Chrome', '140',
      (['nl', 'gb'])[1 + (i // 15) % 2],
      (['nl', 'en'])[1 + (i // 7) % 2],
      CASE WHEN i < ${totalRows / 2} THEN '1.6.0' ELSE '1.7.0' END, 'home-page',
      '/page-' || ((i // 5) % 200),
      'anonymous', 'portrait', 800, 400, 2,
      'screen-' || ((i // 5) % 20),
      CASE WHEN (i // 5) % 4 = 3 AND i % 5 <> 4 THEN 'soft-navigation' ELSE 'navigate' END,
      CASE WHEN i % 5 = 0 THEN (['main > img.hero', 'h1', 'div.card'])[1 + (i // 5) % 3] ELSE '' END,
      CASE WHEN i % 5 = 2 AND (i // 5) % 4 = 0 THEN 'https://www.opstap.nl/static/js/app-' || ((i // 20) % 8) || '.js' ELSE '' END,
      'bench-pv-' || (i // 5), CASE WHEN (i // 5) % 5 = 4 THEN 'no' ELSE 'yes' END,
      -- LCP's four sub-parts and INP's three phases (/vitals/phases), each a random share of its range
      ${[1500, 800, 1500, 1200].map((ms) => `CASE WHEN i % 5 = 0 THEN round(random() * ${ms}, 1) END`).join(', ')},
      ${[200, 300, 200].map((ms) => `CASE WHEN i % 5 = 2 THEN round(random() * ${ms}, 1) END`).join(', ')}
    FROM range(${firstRow}, ${firstRow + rows}) AS r(i)`);
  await connection.run(`
    INSERT INTO warnings (received_at, message, stacktrace, user_agent, path, id, message_class, screen, browser, app_version)
    SELECT ${at},
      'Loading chunk ' || (i % 97) || ' failed', '', 'Mozilla/5.0', '/page-' || ((i // 5) % 200), 'bench-w' || i,
      CASE WHEN i % 3 = 0 THEN 'Loading chunk * failed' ELSE 'Page load took * ms' END,
      'screen-' || ((i // 5) % 20), 'Chrome', CASE WHEN i < ${totalRows / 2} THEN '1.6.0' ELSE '1.7.0' END
    FROM range(${firstRow}, ${firstRow + rows}, 100) AS r(i)`);
  await connection.run('CHECKPOINT');
  connection.closeSync();
  instance.closeSync();
}
