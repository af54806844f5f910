// One way to run Lighthouse for the benches of apps/web and apps/dashboard (docs/requirements/site.md#budgets,
// docs/requirements/telemetry-service.md#dashboard): Lighthouse 13, mobile (its default simulated
// throttling), offline, in Debian's Chromium. `pnpm test`'s smoke run exercises it through the web bench
// (docs/requirements/engineering.md#benchmarks).
import { createRequire } from 'node:module';

const fromLighthouse = createRequire(createRequire(import.meta.url).resolve('lighthouse'));
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
/** The lab metrics every run prints. */
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

/** The selector of the LCP element, from the node Lighthouse 13's `lcp-breakdown-insight` names. */
function lcpElement(lhr) {
  const items = lhr.audits['lcp-breakdown-insight']?.details?.items ?? [];
  return items.find((item) => item.type === 'node')?.selector ?? '?';
}

/**
 * Lighthouse's own "recording the trace went wrong, run Lighthouse again" errors: a fault of the recording
 * (seen under load), not of the page, so the audit is repeated once in a fresh browser. Any other runtime
 * error (no paint, a page that does not load) is the page's and fails the run at once.
 */
const TRACE_FAULTS = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED']);

/**
 * Audits `url` once (a trace fault once more, see TRACE_FAULTS) in a browser of its own.
 *
 * `beforeScripts` (a function and its argument) runs in the page before any of the page's own scripts, as
 * Playwright's `addInitScript` does: the dashboard sets its token there. Throws when Lighthouse could not
 * audit or a category came back without a score, so a bench cannot print a figure it did not measure.
 *
 * @param {string} url
 * @param {{ categories: string[], chromePath?: string, beforeScripts?: [(arg: any) => void, unknown] }} options
 * @returns {Promise<{ scores: Record<string, number>, metrics: string, cls: number, lcp: number, tbt: number, lcpElement: string, failing: string[] }>}
 */
export async function lighthouseRun(url, options) {
  try {
    return await auditOnce(url, options);
  } catch (error) {
    if (!TRACE_FAULTS.has(error.code)) throw error;
    console.error(`lighthouse: ${url}: ${error.code}, a fault of the trace recording; auditing once more`);
    return auditOnce(url, options);
  }
}

async function auditOnce(url, { categories, chromePath, beforeScripts }) {
  const { default: lighthouse } = await import('lighthouse');
  const puppeteer = fromLighthouse('puppeteer-core');
  const chromeLauncher = await import(fromLighthouse.resolve('chrome-launcher'));
  const chrome = await chromeLauncher.launch({
    chromePath: chromePath ?? process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    let page;
    let browser;
    if (beforeScripts) {
      browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      page = await browser.newPage();
      await page.evaluateOnNewDocument(...beforeScripts);
    }
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories },
      undefined,
      page,
    );
    await browser?.disconnect();
    const lhr = result?.lhr;
    if (!lhr || lhr.runtimeError)
      throw Object.assign(new Error(`lighthouse could not audit ${url}: ${lhr?.runtimeError?.message}`), {
        code: lhr?.runtimeError?.code,
      });
    const unscored = categories.filter((id) => typeof lhr.categories[id]?.score !== 'number');
    if (unscored.length) throw new Error(`lighthouse gave ${url} no score for ${unscored.join(', ')}`);
    return {
      scores: Object.fromEntries(categories.map((id) => [id, Math.round(lhr.categories[id].score * 100)])),
      metrics: METRICS.map((id) => `${id}: ${lhr.audits[id]?.displayValue ?? '?'}`).join('; '),
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? -1,
      /** Largest contentful paint and total blocking time, in milliseconds (simulated). */
      lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? -1,
      tbt: lhr.audits['total-blocking-time']?.numericValue ?? -1,
      /** What the LCP element was (its selector), to tell a heading from an image. */
      lcpElement: lcpElement(lhr),
      failing: Object.values(lhr.audits)
        .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
        .map((audit) => audit.id),
    };
  } finally {
    chrome.kill();
  }
}
