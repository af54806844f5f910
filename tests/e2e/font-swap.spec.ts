import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { holdFonts } from '../support/held-font.ts';

/**
 * The brand face arrives after the first paint on a slow line (`font-display: swap`): its metric-matched
 * fallback and a hero laid out in slots that do not follow text widths must hold every box of the header
 * and the hero where it is, so the swap moves nothing there (docs/requirements/site.md#brand-and-imagery).
 * The font is held back until the page has hydrated and been measured in the fallback, then released.
 */

/** The site header and the screen's hero, and every element inside them. */
const FIRST_SCREEN =
  'header.site-header, header.site-header *, [data-screen] > .hero, [data-screen] > .hero *';
/** The most any box may move when the face swaps in (sub-pixel rounding aside). */
const MAX_MOVE_PX = 1;

interface Box {
  readonly what: string;
  readonly left: number;
  readonly top: number;
  readonly bottom: number;
}

/** Where each first-screen element is drawn, in document order; elements with no box are skipped. */
const boxes = (page: Page): Promise<Box[]> =>
  page.locator(FIRST_SCREEN).evaluateAll((elements) =>
    elements.flatMap((element) => {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 && rect.height === 0) return [];
      const text = (element.textContent ?? '').trim().slice(0, 30);
      const what = `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''} "${text}"`;
      return [{ what, left: rect.left, top: rect.top + scrollY, bottom: rect.bottom + scrollY }];
    }),
  );

/** React has taken over the hero's heading (the screen is hydrated last, inside the router's Suspense). */
const hydrated = (page: Page) =>
  page
    .locator('[data-screen] > .hero h1')
    .evaluate((h1) => Object.keys(h1).some((key) => key.startsWith('__reactFiber$')));

/** Which font the brand family resolves to for the heading's weight: loaded or not yet. */
const brandFaceLoaded = (page: Page) =>
  page.evaluate(() => document.fonts.check('800 40px "Plus Jakarta Sans"'));

/** Every page with a hero of its own, in both languages, at a phone's and a desktop's width. */
const PAGES = ['/', '/employers', '/werkgevers', '/jobseekers', '/new-employers', '/new-werkgevers'] as const;
const CASES = PAGES.flatMap((path) => [390, 1280].map((width) => ({ path, width })));

for (const { path, width } of CASES) {
  test(`${path} at ${width} px: the brand face swaps in without moving the header or the hero`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const font = await holdFonts(page);
    // Not `load`: the held font is preloaded, which keeps the load event back.
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await expect.poll(() => hydrated(page), 'the hero is hydrated').toBe(true);
    expect(font.held(), 'the brand face was asked for and is held').toBeGreaterThan(0);
    expect(await brandFaceLoaded(page), 'the fallback is showing').toBe(false);
    const before = await boxes(page);

    await font.release();
    await expect.poll(() => brandFaceLoaded(page)).toBe(true);
    // Two frames: the swap's relayout has been painted.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const after = await boxes(page);

    expect(after.map((box) => box.what)).toEqual(before.map((box) => box.what));
    const moved = after.flatMap((box, index) => {
      const was = before[index];
      if (!was) return [];
      const shift = Math.max(
        Math.abs(box.left - was.left),
        Math.abs(box.top - was.top),
        Math.abs(box.bottom - was.bottom),
      );
      return shift > MAX_MOVE_PX
        ? [
            `${box.what}: left ${was.left.toFixed(1)}→${box.left.toFixed(1)}, top ${was.top.toFixed(1)}→${box.top.toFixed(1)}, bottom ${was.bottom.toFixed(1)}→${box.bottom.toFixed(1)}`,
          ]
        : [];
    });
    expect(moved, `boxes that moved more than ${MAX_MOVE_PX} px when the face arrived`).toEqual([]);
  });
}
