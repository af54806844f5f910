import { DEFAULT_COUNTRY, DEFAULT_LANGUAGE, type Country, type Language } from './locale.ts';
import type { Resolved } from './resolve.ts';

/**
 * The versions of the site and each page's canonical URL (decision 0326): what the browser's first render
 * needs (main.tsx compares the prerendered page's URL with it). The rest of what search engines see
 * (alternates, indexability, breadcrumbs) is in seo.ts, which only the head code and the servers load.
 */

/**
 * One version of the site a search engine may list (decision 0326): a language in a market. The Dutch site
 * for the Netherlands, the English site for the Netherlands (international students), and the English site
 * for the United Kingdom. Dutch for the UK market is no version of its own: it is served (`noindex`, canonical
 * the Dutch version) but not offered to search engines.
 */
export interface SiteVersion {
  readonly language: Language;
  readonly country: Country;
  readonly hreflang: string;
}

export const SITE_VERSIONS: readonly SiteVersion[] = [
  { language: 'nl', country: 'nl', hreflang: 'nl-NL' },
  { language: 'en', country: 'nl', hreflang: 'en-NL' },
  { language: 'en', country: 'gb', hreflang: 'en-GB' },
];

/** The version search engines send visitors in neither market to: English for the Netherlands. */
export const X_DEFAULT_VERSION: SiteVersion = SITE_VERSIONS[1] as SiteVersion;

/** Whether a language in a market is a version of its own (`nl` + `gb` is not). */
export function isSiteVersion(language: Language, country: Country): boolean {
  return SITE_VERSIONS.some((version) => version.language === language && version.country === country);
}

/** A URL with the market's `country=` added when it is not the default market (`/jobseekers?country=gb`). */
export function inCountry(href: string, country: Country): string {
  if (country === DEFAULT_COUNTRY) return href;
  return `${href}${href.includes('?') ? '&' : '?'}country=${country}`;
}

/**
 * The URL of one language version of a path: a shared path (`/contact`, no language of its own) gets `lang=`
 * when the language is not the fallback (`/contact?lang=nl`); a path in one language is its own version.
 */
export function languageVersion(path: string, shared: boolean, language: Language): string {
  return shared && language !== DEFAULT_LANGUAGE ? `${path}?lang=${language}` : path;
}

/**
 * The canonical URL (path and query) of a page: its canonical path, plus `?lang=nl` for the Dutch
 * version of a shared path (`/contact?lang=nl`), plus `country=gb` for the UK version
 * (`/jobseekers?country=gb`, `/contact?country=gb`). Never crosses languages; a language in a market that is
 * no version of its own (Dutch for the UK) has the canonical of that language's own version.
 */
export function canonicalHref(page: Resolved): string {
  const href = languageVersion(
    page.canonical,
    page.route !== null && page.route.lang === undefined,
    page.language,
  );
  return page.countryFrom === 'query' && isSiteVersion(page.language, page.country)
    ? inCountry(href, page.country)
    : href;
}
