import { alternates, canonicalHref, isIndexable, resolve, SITE_VERSIONS } from '@opstap/routes';
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
  const alternatesWanted = Object.fromEntries(
    (isIndexable(url) ? alternates(url) : []).map(({ hreflang, href }) => [
      hreflang,
      new URL(href, SITE_ORIGIN).href,
    ]),
  );
  // The whole head in one read, polled until it is right: on a URL the prerender did not write (a company
  // page is served its screen's file), the head's code arrives lazily and replaces the file's tags (decision
  // 0316). One read a poll, not a round trip per tag: every screen's head is checked, most of them twice.
  await expect
    .poll(() => page.evaluate(readHead))
    .toEqual({
      lang: expected.language,
      canonicals: [canonical],
      ogUrl: canonical,
      // The page's version (decision 0326); Dutch for the UK is none, and takes the Dutch version's.
      ogLocale: (
        SITE_VERSIONS.find((v) => v.language === expected.language && v.country === expected.country) ??
        SITE_VERSIONS.find((v) => v.language === expected.language && v.country === 'nl')
      )?.hreflang.replace('-', '_'),
      title: expect.stringMatching(/\S.* \| Opstap$/),
      description: expect.stringMatching(/\S.{10,}/),
      noindex: isIndexable(url) ? 0 : 1,
      alternates: alternatesWanted,
    });
}

/** What of the head `expectHeadFor` judges (runs in the page). */
function readHead() {
  const content = (selector: string) => document.querySelector(selector)?.getAttribute('content') ?? null;
  return {
    lang: document.documentElement.lang,
    canonicals: [...document.querySelectorAll('link[rel="canonical"]')].map((link) =>
      link.getAttribute('href'),
    ),
    ogUrl: content('meta[property="og:url"]'),
    ogLocale: content('meta[property="og:locale"]'),
    title: document.title,
    description: content('meta[name="description"]'),
    noindex: document.querySelectorAll('meta[name="robots"][content="noindex"]').length,
    alternates: Object.fromEntries(
      [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
      ]),
    ),
  };
}
