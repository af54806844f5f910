#!/usr/bin/env node
// `pnpm --filter @opstap/web bench` (docs/requirements/site.md#budgets): per screen, the gzip size of the
// JS and CSS its prerendered HTML references (the entry, the page chunk and its imports, the locale
// catalog, the stylesheets); then, in Chromium against the start server, all the JS a first visit loads
// without interaction (idle-loaded telemetry included, Sentry excluded) and every byte it transfers; then
// Lighthouse 13 (mobile, offline), median of 3, on one path per indexable screen (those in sitemap.xml).
// Against `pnpm start` (scripts/start.mjs), which builds the site when stale.
// It fails when it cannot run or measures nothing (a page with no script, a Lighthouse category without a
// score), and when a budget is missed (@opstap/devtools/budgets: sizes always, the performance score when
// the machine is not overloaded). `bench:smoke` (part of `pnpm test`,
// docs/requirements/engineering.md#benchmarks) runs it with one Lighthouse run of `/`, so the command cannot
// rot unseen, in the folder and with the stand-in port of tests/e2e/start.spec.ts: `pnpm test` runs it after
// the e2e run, whose build of `pnpm start` is then fresh and not made a second time.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { budgets } from '@opstap/devtools/budgets';
import { freePort } from '@opstap/devtools/free-port';
import { lighthouseRun } from '@opstap/devtools/lighthouse';
import { measureFirstVisits } from './first-visit.mjs';
import { recordLighthouse, seconds } from './lighthouse-record.mjs';

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The folder `pnpm start` builds and serves (`WEB_DIST_DIR`, relative to apps/web; `dist` by default). */
const dist = join(appDir, process.env.WEB_DIST_DIR ?? 'dist');

const KB = 1024;
const TARGETS = {
  firstVisitJs: 100 * KB,
  screenChunk: 20 * KB,
  homeTransfer: 350 * KB,
  performance: 98,
  others: 100,
};
/** The pages whose whole first visit must stay within the JS budget. */
const BUDGET_PATHS = ['/', '/werkgevers', '/employers'];

// Everything against `pnpm start` (scripts/start.mjs): the platform stand-in, the site built when stale
// against it (its list screens prerendered from the stand-in's data, as production prerenders them from
// the platform's), then served. A build made without the stand-in would leave those screens to load in
// the browser, from a platform the lab cannot reach.
const PORT = Number(process.env.BENCH_WEB_PORT ?? (await freePort()));
const ORIGIN = `http://127.0.0.1:${PORT}`;
const server = spawn(process.execPath, [join(appDir, 'scripts/start.mjs')], {
  env: {
    ...process.env,
    WEB_PORT: String(PORT),
    PLATFORM_PORT: String(process.env.PLATFORM_PORT ?? (await freePort())),
  },
  stdio: ['ignore', 'pipe', 'inherit'],
  detached: true,
});
/** Stops start.mjs and what it started (the stand-in, the web server): one process group. */
const stopServer = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};
process.on('exit', stopServer);
await new Promise((resolve, reject) => {
  server.stdout.on('data', (data) => {
    process.stdout.write(data);
    if (String(data).includes('web: serving')) resolve();
  });
  server.on('exit', (code) => reject(new Error(`start exited (${code})`)));
});
server.stdout.removeAllListeners('data');
server.stdout.resume();

if (!existsSync(join(dist, '404.html'))) {
  console.error('bench: start built no site');
  stopServer();
  process.exit(1);
}
const { EXACT_ROUTES } = await import(
  pathToFileURL(join(appDir, process.env.WEB_SSR_DIR ?? 'node_modules/.opstap-ssr', 'entry-server.js')).href
);

const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / KB).toFixed(1)} kB`;

/** The assets a page's HTML makes the browser load before interaction. */
function firstVisit(htmlFile) {
  const html = readFileSync(join(dist, htmlFile), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="\/(static\/[^"]+)"/g)].map((match) => match[1]);
  const unique = [...new Set(refs)];
  return { js: unique.filter((f) => f.endsWith('.js')), css: unique.filter((f) => f.endsWith('.css')) };
}

const htmlFor = (path) => (path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);
const firstPathPerScreen = new Map();
for (const route of EXACT_ROUTES)
  if (!firstPathPerScreen.has(route.name)) firstPathPerScreen.set(route.name, route.path);

const rows = [...firstPathPerScreen].map(([screen, path]) => ({ screen, path, file: htmlFor(path) }));
rows.push({ screen: 'not-found', path: '(404)', file: '404.html' });

console.log('First visit, gzip (level 9), per screen:');
console.log(
  `${'screen'.padEnd(32)}${'path'.padEnd(32)}${'JS'.padStart(10)}${'CSS'.padStart(10)}${'screen chunk'.padStart(14)}`,
);
let worstChunk = 0;
let homeJs = 0;
for (const row of rows) {
  const assets = firstVisit(row.file);
  if (assets.js.length === 0) throw new Error(`bench: ${row.file} references no script: nothing to measure`);
  const js = assets.js.reduce((sum, file) => sum + gz(file), 0);
  const css = assets.css.reduce((sum, file) => sum + gz(file), 0);
  const own = assets.js.find((file) => file.startsWith(`static/js/${row.screen}.`));
  const chunk = own ? gz(own) : 0;
  worstChunk = Math.max(worstChunk, chunk);
  if (row.path === '/') homeJs = js;
  console.log(
    `${row.screen.padEnd(32)}${row.path.padEnd(32)}${kb(js).padStart(10)}${kb(css).padStart(10)}${kb(chunk).padStart(14)}`,
  );
}
const held = budgets();
// Brotli for comparison only: the target is gzip, which every CDN serves.
const homeBrotli = firstVisit('index.html').js.reduce(
  (sum, file) => sum + brotliCompressSync(readFileSync(join(dist, file))).length,
  0,
);
console.log(`\nJS the HTML of / references: ${kb(homeJs)} gzip, ${kb(homeBrotli)} brotli`);
console.log(
  `largest screen chunk       : ${kb(worstChunk)} (target <= ${kb(TARGETS.screenChunk)}: ${held.judge(`largest screen chunk <= ${kb(TARGETS.screenChunk)}`, worstChunk <= TARGETS.screenChunk)})`,
);

/** Every URL of sitemap.xml, as a path and query: every indexable page in each of its versions (decision 0326). */
function sitemapPaths() {
  const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    const url = new URL(m[1].replaceAll('&amp;', '&'));
    return url.pathname + url.search;
  });
}

/** One URL per indexable screen: the first of sitemap.xml that resolves to each screen. */
function onePathPerScreen() {
  const byScreen = new Map();
  for (const path of sitemapPaths()) {
    const pathname = path.replace(/\?.*$/, '');
    const screen = EXACT_ROUTES.find((route) => route.path === pathname)?.name ?? pathname;
    if (!byScreen.has(screen)) byScreen.set(screen, path);
  }
  return [...byScreen.values()];
}

/**
 * The URLs Lighthouse audits: `BENCH_LIGHTHOUSE_PATHS` = `all` (every URL of the sitemap, the default: the
 * budget holds on every indexable page), `screens` (one per screen) or a comma-separated list of paths.
 */
function lighthousePaths() {
  const asked = process.env.BENCH_LIGHTHOUSE_PATHS ?? 'all';
  if (asked === 'all') return sitemapPaths();
  if (asked === 'screens') return onePathPerScreen();
  return asked.split(',');
}

try {
  const visits = await measureFirstVisits({ origin: ORIGIN, dist, paths: BUDGET_PATHS });
  console.log(
    `\nFirst visit in Chromium (390 px, no interaction, until the idle telemetry is in and the network is quiet):`,
  );
  console.log(
    `${'path'.padEnd(14)}${'JS gzip'.padStart(20)}${'scripts'.padStart(9)}${'transfer'.padStart(11)}${'requests'.padStart(10)}${'fonts'.padStart(7)}${'images'.padStart(8)}`,
  );
  for (const v of visits)
    console.log(
      `${v.path.padEnd(14)}${`${kb(v.jsGzip)} = ${v.jsGzip} B`.padStart(20)}${String(v.scripts).padStart(9)}${kb(v.transfer).padStart(11)}${String(v.requests).padStart(10)}${String(v.fonts).padStart(7)}${String(v.images).padStart(8)}`,
    );
  // Where the bytes go: each script of each visit, largest first (a chunk on every row is shared).
  for (const v of visits) {
    console.log(`scripts of ${v.path}:`);
    for (const s of v.perScript) console.log(`  ${kb(s.gzip).padStart(9)}  ${s.file}`);
  }
  const worstJs = Math.max(...visits.map((v) => v.jsGzip));
  const homeTransfer = visits.find((v) => v.path === '/')?.transfer ?? 0;
  // In bytes too: the margin left is what a dependency update can take (docs/perf/first-visit-js.md).
  console.log(
    `all first-visit JS, Sentry excluded: worst ${kb(worstJs)} = ${worstJs} B (target <= ${TARGETS.firstVisitJs} B gzip on ${BUDGET_PATHS.join(', ')}: ${held.judge(`first-visit JS <= ${TARGETS.firstVisitJs} B`, worstJs <= TARGETS.firstVisitJs)}, margin ${TARGETS.firstVisitJs - worstJs} B)`,
  );
  console.log(
    `first visit to / transfers ${kb(homeTransfer)} (target <= ${kb(TARGETS.homeTransfer)}: ${held.judge(`transfer of / <= ${kb(TARGETS.homeTransfer)}`, homeTransfer <= TARGETS.homeTransfer)})`,
  );
  if (!process.env.BENCH_SKIP_LIGHTHOUSE) await lighthouseRuns();
} finally {
  stopServer();
}
held.settle();

/** Lighthouse, mobile, the median of several runs per path; `BENCH_LIGHTHOUSE_RECORD=1` writes docs/perf/lighthouse.md. */
async function lighthouseRuns() {
  const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  // Lighthouse's own advice for variance: several runs, the median. The machine is shared: TBT, and so
  // performance, moves with its load; the load average is printed with the figures, per URL.
  const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
  const paths = lighthousePaths();
  const loadAtStart = loadavg()[0];
  console.log(
    `\nLighthouse 13, mobile (simulated throttling), against the start server, median of ${RUNS} runs, ${paths.length} URLs (load ${loadAtStart.toFixed(1)}):`,
  );
  const results = [];
  for (const path of paths) {
    const runs = [];
    const loads = [loadavg()[0]];
    for (let run = 0; run < RUNS; run += 1) {
      runs.push(await lighthouseRun(`${ORIGIN}${path}`, { categories }));
      loads.push(loadavg()[0]);
    }
    const scores = categories.map((id) => median(runs.map((run) => run.scores[id])));
    const result = { path, scores, runs, loads };
    results.push(result);
    // After each URL, so a run stopped early (a long one on a busy machine) keeps what it measured.
    if (process.env.BENCH_LIGHTHOUSE_RECORD)
      await recordLighthouse(results, { runs: RUNS, loadAtStart, of: paths.length });
    console.log(
      `${path.padEnd(34)} ${scores.join(' / ')}   performance ${runs.map((run) => run.scores.performance).join(', ')}; ` +
        `LCP ${runs.map((run) => seconds(run.lcp)).join(', ')} s (${runs[0].lcpElement}); ` +
        `TBT ${runs.map((run) => Math.round(run.tbt)).join(', ')} ms; load ${loads.map((l) => l.toFixed(1)).join('→')}`,
    );
    const failing = [...new Set(runs.flatMap((run) => run.failing))];
    if (failing.length) console.log(`  failing audits: ${failing.join(', ')}`);
    if (runs.some((run) => run.cls !== 0))
      console.log(`  CLS not 0 in every run: ${runs.map((r) => r.cls).join(', ')}`);
    const [performanceScore, ...otherScores] = scores;
    console.log(
      `  performance >= ${TARGETS.performance}: ${held.judge(`${path} performance >= ${TARGETS.performance}`, performanceScore >= TARGETS.performance, { loadSensitive: true })}; ` +
        `accessibility, best-practices, seo = ${TARGETS.others}: ${held.judge(
          `${path} other categories = ${TARGETS.others}`,
          otherScores.every((score) => score >= TARGETS.others),
        )}; ` +
        `CLS 0: ${held.judge(
          `${path} CLS 0`,
          runs.every((run) => run.cls === 0),
        )}`,
    );
  }
  console.log(
    `targets: performance >= ${TARGETS.performance}; accessibility, best-practices, seo = ${TARGETS.others}; CLS 0`,
  );
}
