import { localizedPaths, resolve } from '@opstap/routes';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { SITE_ORIGIN } from './site.ts';

const HREFLANG = { nl: 'nl-NL', en: 'en-GB' } as const;

/**
 * The page's head is right for its URL (docs/requirements/site.md#search-engines): `<html lang>`, one absolute canonical per
 * `canonicalPath`, hreflang alternates for the screen's Dutch and English paths plus `x-default`, and
 * Open Graph tags that agree with the canonical.
 */
export async function expectHeadFor(page: Page, url: string): Promise<void> {
  const expected = resolve(url);
  const canonical = new URL(expected.canonical, SITE_ORIGIN).href;
  await expect(page.locator('html')).toHaveAttribute('lang', expected.language);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical);
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute(
    'content',
    expected.language === 'nl' ? 'nl_NL' : 'en_GB',
  );
  await expect(page).toHaveTitle(/\S.* \| Opstap$/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S.{10,}/);

  const alternates = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      Object.fromEntries(links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')])),
    );
  const want: Record<string, string> = {};
  for (const [language, path] of Object.entries(localizedPaths(expected.screen))) {
    want[HREFLANG[language as keyof typeof HREFLANG]] = new URL(path, SITE_ORIGIN).href;
  }
  expect(alternates).toMatchObject(want);
  expect(Object.keys(alternates).sort()).toEqual([...Object.keys(want), 'x-default'].sort());
  expect(alternates['x-default']).toMatch(new RegExp(`^${SITE_ORIGIN}/`));
}
