// A large store for the dashboard's bench: the built telemetry service creates the schema in a fresh DuckDB
// file, then DuckDB itself loads synthetic rows (INSERT … SELECT FROM range()), as the service's own bench
// does: the bench measures the views, not loading. Rows spread over the trailing 27 days; two releases
// (the second from the middle of the window); six page families in two languages; three devices; LCP
// attribution (element, resource, the four sub-parts) on a share of rows; chunk-failure warnings.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';

const DAY_US = 86_400_000_000n;
export const REPO = join(import.meta.dirname, '../../..');
const SERVER = join(REPO, 'services/telemetry/dist/server.js');

/** Starts the built service on `port` over `file`; resolves once it is ready. */
export async function startService({ port, file, token }) {
  const child = spawn(process.execPath, [SERVER], {
    cwd: join(REPO, 'services/telemetry'),
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DUCKDB_PATH: file,
      ANALYTICS_TOKEN: token,
      LOG_LEVEL: 'info',
      RATE_LIMIT_PER_MINUTE: '100000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // The service compacts the seeded days at start, in the background (decision 0604): `compacted` resolves
  // with its duration once the log says so, so views are timed as a service that has run a while serves them.
  let log = '';
  const compacted = new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      log = (log + chunk).slice(-4096); // only the tail can hold a line not yet complete
      const done = /"ms":(\d+),"msg":"retention sweep and compaction done"/.exec(log);
      if (done) resolve(Number(done[1]));
      else if (log.includes('"msg":"retention sweep failed"')) reject(new Error('the start-up sweep failed'));
    });
  });
  compacted.catch(() => undefined); // a caller that does not wait for it must not crash on its failure
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`telemetry exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('telemetry did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    compacted,
    pid: child.pid,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Loads `rows` vitals (five metrics per page view) and a warning per 200 page views into a stopped service's
 * file. Every fourth page view is a soft navigation and every fifth comes from a browser that cannot report
 * them (decision 0502); a soft view keeps its TTFB row, which the web app would not send: the bench measures
 * what the queries cost, not these counts.
 */
export async function seedLarge(file, rows) {
  const instance = await DuckDBInstance.create(file);
  const connection = await instance.connect();
  const end = BigInt(Date.now()) * 1000n;
  const start = end - 27n * DAY_US;
  const step = (27n * DAY_US) / BigInt(rows);
  const at = `TIMESTAMP '1970-01-01' + to_microseconds(${start}::BIGINT + i * ${step}::BIGINT)`;
  const family = `(['employers', 'jobseekers', 'press', 'contact', 'latest-jobs', 'locations'])[1 + (i // 5) % 6]`;
  const release = `CASE WHEN i < ${rows / 2} THEN '1.6.0' ELSE '1.7.0' END`;
  await connection.run(`
    INSERT INTO vitals (received_at, name, value_fixed, id, rating, connection_type, device, os, os_version, browser,
      browser_version, country, language, app_version, app_type, path, user_type, window_orientation, height, width,
      device_pixel_ratio, screen, navigation_type, attr_target, attr_url, page_view_id, soft_navigations,
      attr_time_to_first_byte, attr_resource_load_delay, attr_resource_load_duration, attr_element_render_delay)
    SELECT ${at},
      (['LCP', 'CLS', 'INP', 'FCP', 'TTFB'])[1 + i % 5],
      -- value_fixed: the value in its metric's units (CLS millionths, timings microseconds)
      round((CASE i % 5 WHEN 1 THEN round(random() * 0.3, 3) WHEN 2 THEN round(random() * 600)
        WHEN 0 THEN round(random() * 4200) ELSE round(random() * 2500) END) * CASE WHEN i % 5 = 1 THEN 1000000 ELSE 1000 END)::INTEGER,
      'bench-' || i, 'good', '4g',
      (['mobile', 'desktop', 'tablet'])[1 + (i // 5) % 3],
      'Android', '14', 'Chrome', '140',
      (['nl', 'gb'])[1 + (i // 15) % 2],
      (['nl', 'en'])[1 + (i // 35) % 2],
      ${release}, 'home-page',
      '/' || ${family} || '-' || ((i // 35) % 2),
      'anonymous', 'portrait', 800, 400, 2,
      ${family}, CASE WHEN (i // 5) % 4 = 3 AND i % 5 <> 4 THEN 'soft-navigation' ELSE 'navigate' END,
      CASE WHEN i % 5 = 0 THEN (['main img.hero', 'main h1', 'section p'])[1 + (i // 5) % 3] ELSE '' END,
      CASE WHEN i % 5 = 0 THEN 'https://cdn.opstap.nl/img/' || ((i // 5) % 7) || '.avif' ELSE '' END,
      'bench-pv-' || (i // 5), CASE WHEN (i // 5) % 5 = 4 THEN 'no' ELSE 'yes' END,
      ${[900, 500, 1200, 1600].map((ms) => `CASE WHEN i % 5 = 0 THEN round(random() * ${ms}, 1) END`).join(', ')}
    FROM range(0, ${rows}) AS r(i)`);
  const warnings = Math.max(1, Math.floor(rows / 1000));
  await connection.run(`
    INSERT INTO warnings (received_at, message, stacktrace, user_agent, path, id, message_class, screen, browser, app_version)
    SELECT TIMESTAMP '1970-01-01' + to_microseconds(${start}::BIGINT + i * ${(27n * DAY_US) / BigInt(warnings)}::BIGINT),
      (['Loading chunk 12 failed', 'Page took 10000 ms to load'])[1 + i % 2], '', 'Mozilla/5.0', '/werkgevers',
      'bench-w-' || i, (['Loading chunk * failed', 'Page took * ms to load'])[1 + i % 2], 'employers', 'Chrome',
      CASE WHEN i < ${warnings / 2} THEN '1.6.0' ELSE '1.7.0' END
    FROM range(0, ${warnings}) AS r(i)`);
  await connection.run('CHECKPOINT');
  connection.closeSync();
  instance.closeSync();
}
