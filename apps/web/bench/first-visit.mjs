// What a first visit really loads (docs/requirements/site.md#budgets): a fresh Chromium opens the page on
// the start server and waits until the idle-loaded telemetry has come and the network is quiet; nothing
// is clicked. JS counts every script the page fetched, Sentry excluded (it loads on the first error only),
// as gzip level 9 of the built file, like the per-screen table; "transfer" is every byte that crossed the
// wire (headers and bodies, compressed as served, fonts and images included).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

/** Chunks that load only when an error is reported: outside the first-visit budget. */
const ON_ERROR_ONLY = /\/static\/js\/(create-sentry-reporter|sentry)[.-]/;
/** The last thing a quiet first visit loads: the web-vitals chunk, at idle (src/telemetry/start-runtime.ts). */
const IDLE_MARK = /\/static\/js\/start-vitals\./;

/**
 * Opens each path once in a fresh context.
 * @param {{ origin: string, dist: string, paths: string[], executablePath?: string }} options
 * @returns {Promise<Array<{ path: string, jsGzip: number, scripts: number, perScript: Array<{ file: string, gzip: number }>, transfer: number, requests: number, fonts: number, images: number }>>}
 */
export async function measureFirstVisits({ origin, dist, paths, executablePath = '/usr/bin/chromium' }) {
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const results = [];
    for (const path of paths) results.push(await measureOne(browser, origin, dist, path));
    return results;
  } finally {
    await browser.close();
  }
}

async function measureOne(browser, origin, dist, path) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const finished = [];
  page.on('requestfinished', (request) => finished.push(request));
  const idleChunk = page.waitForRequest(IDLE_MARK, { timeout: 60_000 });
  await page.goto(`${origin}${path}`, { waitUntil: 'load' });
  await idleChunk;
  // The vitals chunk may import more: Playwright's network idle is 500 ms without a request.
  await page.waitForLoadState('networkidle');

  let jsGzip = 0;
  let scripts = 0;
  const perScript = [];
  let transfer = 0;
  let fonts = 0;
  let images = 0;
  for (const request of finished) {
    const url = new URL(request.url());
    const sizes = await request.sizes();
    transfer += sizes.responseBodySize + sizes.responseHeadersSize;
    const type = request.resourceType();
    if (type === 'font') fonts += 1;
    if (type === 'image') images += 1;
    if (url.origin !== origin || !url.pathname.endsWith('.js') || ON_ERROR_ONLY.test(url.pathname)) continue;
    scripts += 1;
    const gzip = gzipSync(readFileSync(join(dist, url.pathname)), { level: 9 }).length;
    jsGzip += gzip;
    perScript.push({ file: url.pathname.replace('/static/js/', ''), gzip });
  }
  await context.close();
  return {
    path,
    jsGzip,
    scripts,
    perScript: perScript.sort((a, b) => b.gzip - a.gzip),
    transfer,
    requests: finished.length,
    fonts,
    images,
  };
}
