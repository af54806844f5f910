import { expect, test } from '../support/fixtures.ts';
import { holdFonts } from '../support/held-font.ts';

/**
 * The brand face arriving late moves no running text either (docs/requirements/site.md#budgets, CLS 0;
 * docs/perf/brand.md "Running text through the font swap"): the page is shown in the fallback with the face
 * held back, then the face is released, and every layout shift the swap causes is added up. The fallback's
 * regular face is sized to the brand face's average advance over running text (fonts.css), so a paragraph
 * keeps its line count and nothing below it moves.
 */

/** The layout-shift score the swap may cause on a page (sub-pixel rounding and a rare rewrap aside). */
const MAX_CLS = 0.01;

// The legal statements in each version (Dutch, English, UK: docs/decisions/0326-a-version-per-market.md), the
// contact page, and the homes and employers pages of the Dutch and the UK version.
const PAGES = [
  '/terms',
  '/privacy',
  '/cookies',
  '/gebruiksvoorwaarden',
  '/privacyverklaring',
  '/cookieverklaring',
  '/terms?country=gb',
  '/privacy?country=gb',
  '/cookies?country=gb',
  '/contact',
  '/',
  '/werkgevers',
  '/jobseekers?country=gb',
  '/employers?country=gb',
] as const;
const CASES = PAGES.flatMap((path) => [390, 412, 1280].map((width) => ({ path, width })));

for (const { path, width } of CASES) {
  test(`${path} at ${width} px: the late brand face shifts the layout by at most ${MAX_CLS}`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await page.addInitScript(() => {
      const scores: number[] = [];
      (window as unknown as { layoutShifts: number[] }).layoutShifts = scores;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[])
          if (!entry.hadRecentInput) scores.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const font = await holdFonts(page);
    // Not `load`: the held font is preloaded, which keeps the load event back.
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await expect(page.locator('h1').first()).toBeVisible();
    await expect.poll(font.held, 'the brand face was asked for and is held').toBeGreaterThan(0);
    const brandLoaded = () => page.evaluate(() => document.fonts.check('400 16px "Plus Jakarta Sans"'));
    expect(await brandLoaded(), 'the fallback is showing').toBe(false);
    // The page has settled in the fallback: two frames painted.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const before = await page.evaluate(() =>
      (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0),
    );

    await font.release();
    await expect.poll(brandLoaded).toBe(true);
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const after = await page.evaluate(() =>
      (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0),
    );
    const swap = after - before;
    testInfo.annotations.push({ type: 'cls', description: `${path} ${width}px: ${swap.toFixed(4)}` });
    console.log(`CLS ${path} ${width}px: swap ${swap.toFixed(4)} (before the swap ${before.toFixed(4)})`);
    expect(swap, 'layout shift caused by the font swap').toBeLessThanOrEqual(MAX_CLS);
  });
}
