import { alternates, canonicalHref, isIndexable, resolve } from '@opstap/routes';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { SITE_ORIGIN } from './site.ts';

/**
 * The page's head is right for its URL (docs/requirements/site.md#search-engines): `<html lang>`, one
 * absolute canonical (`canonicalHref`), the alternates of an indexable page (`noindex` otherwise), and Open
 * Graph tags that agree with the canonical. tests/e2e/seo.spec.ts checks the same from the raw HTML,
 * without the route table's functions.
 */
export async function expectHeadFor(page: Page, url: string): Promise<void> {
  const expected = resolve(url);
  const canonical = new URL(canonicalHref(expected), SITE_ORIGIN).href;
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

  await expect(page.locator('meta[name="robots"][content="noindex"]')).toHaveCount(isIndexable(url) ? 0 : 1);
  const want = Object.fromEntries(
    (isIndexable(url) ? alternates(url) : []).map(({ hreflang, href }) => [
      hreflang,
      new URL(href, SITE_ORIGIN).href,
    ]),
  );
  // Polled like the checks above: on a URL the prerender did not write (a company page is served its
  // screen's file), the head's code arrives lazily and replaces the file's alternates (decision 0316).
  await expect
    .poll(() =>
      page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) =>
          Object.fromEntries(links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')])),
        ),
    )
    .toEqual(want);
}
