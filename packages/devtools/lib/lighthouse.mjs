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
 * Audits `url` once in a browser of its own.
 *
 * `beforeScripts` (a function and its argument) runs in the page before any of the page's own scripts, as
 * Playwright's `addInitScript` does: the dashboard sets its token there. Throws when Lighthouse could not
 * audit or a category came back without a score, so a bench cannot print a figure it did not measure.
 *
 * @param {string} url
 * @param {{ categories: string[], chromePath?: string, beforeScripts?: [(arg: any) => void, unknown] }} options
 * @returns {Promise<{ scores: Record<string, number>, metrics: string, cls: number, lcp: number, tbt: number, lcpElement: string, failing: string[] }>}
 */
export async function lighthouseRun(url, { categories, chromePath, beforeScripts }) {
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
      throw new Error(`lighthouse could not audit ${url}: ${lhr?.runtimeError?.message}`);
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
