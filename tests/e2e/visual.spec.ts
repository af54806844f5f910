import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

/**
 * How the brand's main screens look (docs/requirements/site.md#brand-and-imagery): every run writes
 * screenshots at 390 and 1280 px of the key pages in both languages to Playwright's output folder, and
 * compares the two homes and the employers page against committed baselines. Stable on a busy machine:
 * animations off, the brand face loaded (`document.fonts.ready`), lazy images loaded, no caret.
 */

const WIDTHS = [390, 1280] as const;

/** Key pages, each version's URL (decision 0326): Dutch, English, and English for the UK market. */
const PAGES: readonly { name: string; nl: string; en: string; gb?: string }[] = [
  { name: 'home', nl: '/', en: '/jobseekers', gb: '/jobseekers?country=gb' },
  { name: 'employers', nl: '/werkgevers', en: '/employers', gb: '/employers?country=gb' },
  { name: 'new-employers', nl: '/new-werkgevers', en: '/new-employers' },
  { name: 'press', nl: '/pers', en: '/press' },
  { name: 'brabant', nl: '/brabant?lang=nl', en: '/brabant?lang=en' },
  { name: 'privacy', nl: '/privacyverklaring', en: '/privacy', gb: '/privacy?country=gb' },
  { name: 'cookies', nl: '/cookieverklaring', en: '/cookies', gb: '/cookies?country=gb' },
  { name: 'terms', nl: '/gebruiksvoorwaarden', en: '/terms', gb: '/terms?country=gb' },
];

/** Guarded by a baseline: the homes and the employers page, in each version. */
const COMPARED = new Set(['home', 'employers']);

/** Loads a page and waits until nothing about its look is still on its way. */
async function settle(page: Page, path: string, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(path);
  await expect(page.locator('[data-screen]')).toBeVisible();
  await page.evaluate(async () => {
    // Lazy images below the fold: load them now, so the full page is the same every run.
    for (const image of document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]'))
      image.loading = 'eager';
    await Promise.all(
      [...document.images].map((image) => (image.complete ? null : image.decode().catch(() => null))),
    );
    await document.fonts.ready;
  });
  await page.waitForLoadState('networkidle');
}

for (const { name, ...paths } of PAGES) {
  for (const language of ['nl', 'en', 'gb'] as const) {
    const path = paths[language];
    if (!path) continue;
    for (const width of WIDTHS) {
      test(`${name} (${language}) at ${width} px`, async ({ page }, testInfo) => {
        // A full-page screenshot of a long page takes seconds on a busy machine.
        test.setTimeout(120_000);
        await settle(page, path, width);
        // One full-page screenshot, written to the artefacts and, for a guarded page, compared with its
        // baseline: a second and third shot of a settled page (what `toHaveScreenshot` takes to see it hold
        // still) were a third of this file's CPU (docs/perf/history/test-run.md).
        const shot = await page.screenshot({
          path: testInfo.outputPath(`${name}-${language}-${width}.png`),
          fullPage: true,
          animations: 'disabled',
          caret: 'hide',
        });
        if (COMPARED.has(name)) {
          // Anti-aliasing differs a little between runs; a layout change moves far more than this.
          expect(shot).toMatchSnapshot(`${name}-${language}-${width}.png`, { maxDiffPixelRatio: 0.01 });
        }
      });
    }
  }
}
