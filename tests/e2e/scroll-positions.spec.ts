import type { Page } from '@playwright/test';
import { expect, isSameDocument, markDocument, test } from '../support/fixtures.ts';
import { screenSelector } from '../support/site.ts';

// Where a page starts after a client navigation (docs/decisions/0315-scroll-positions.md).

/** React has taken over the screen: a click on an internal link is then the router's. */
const hydrated = (page: Page) =>
  page
    .locator('[data-screen] h1')
    .first()
    .evaluate((h1) => Object.keys(h1).some((key) => key.startsWith('__reactFiber$')));
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test('a new page starts at its top; back and forward return to where the visitor was', async ({ page }) => {
  await page.goto('/');
  await expect.poll(() => hydrated(page), 'the home is hydrated').toBe(true);
  await markDocument(page);
  await page.evaluate(() => window.scrollTo(0, 1500));
  await expect.poll(() => scrollY(page)).toBe(1500);

  // A click event on the header's link, not a pointer click: that would scroll the link into view first.
  await page.locator('header a', { hasText: 'Werkgevers' }).dispatchEvent('click');
  await expect(page.locator(screenSelector('employers'))).toBeVisible();
  await expect.poll(() => scrollY(page), 'the new page at its top').toBe(0);
  await page.evaluate(() => window.scrollTo(0, 700));
  await expect.poll(() => scrollY(page)).toBe(700);

  await page.goBack();
  await expect(page.locator(screenSelector('jobseekers'))).toBeVisible();
  await expect.poll(() => scrollY(page), 'back: where the home was left').toBe(1500);
  await page.goForward();
  await expect(page.locator(screenSelector('employers'))).toBeVisible();
  await expect.poll(() => scrollY(page), 'forward: where the employers page was left').toBe(700);
  expect(await isSameDocument(page), 'all of it client-side').toBe(true);
});
