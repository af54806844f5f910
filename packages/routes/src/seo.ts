import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './locale.ts';
import { localizedPaths, routeFor } from './links.ts';
import { resolve, type Resolved, type UrlInput } from './resolve.ts';
import type { ScreenName } from './table.ts';

/**
 * What search engines see of a URL (docs/requirements/site.md#search-engines, decision 0320): one URL per
 * language version, each its own canonical, all of a screen's versions listing each other.
 */

/** The `hreflang` of each language: the Dutch site targets the Netherlands, the English one Britain. */
export const HREFLANG: Readonly<Record<Language, string>> = { nl: 'nl-NL', en: 'en-GB' };

/**
 * Screens a search engine may list. The rest are transactional (surveys, email settings, unsubscribe,
 * reached from an email with a token) or for developers (tracking debug), and carry `noindex`.
 */
export const INDEXABLE_SCREENS: ReadonlySet<ScreenName> = new Set<ScreenName>([
  'jobseekers',
  'employers',
  'new-employers',
  'press',
  'golden-ticket',
  'regional',
  'locations',
  'latest-jobs',
  'most-popular',
  'contact',
]);

/**
 * The URL of one language version of a path: a shared path (`/contact`, no language of its own) gets `lang=`
 * when the language is not the fallback (`/contact?lang=nl`); a path in one language is its own version.
 */
export function languageVersion(path: string, shared: boolean, language: Language): string {
  return shared && language !== DEFAULT_LANGUAGE ? `${path}?lang=${language}` : path;
}

/**
 * The canonical URL (path and query) of a page: its canonical path, plus `?lang=nl` for the Dutch
 * version of a shared path (`/contact?lang=nl`). Never crosses languages.
 */
export function canonicalHref(page: Resolved): string {
  return languageVersion(page.canonical, page.route !== null && page.route.lang === undefined, page.language);
}

/**
 * The URL of this page's version in a language, for `hreflang`: the screen's path in that language where
 * it has one (`/werkgevers` ⇄ `/employers`, `/` ⇄ `/jobseekers`), else the same shared path with or
 * without `lang=`. `undefined` for a page without language versions (not found).
 */
export function languageHref(page: Resolved, language: Language): string | undefined {
  if (page.screen === 'not-found' || !page.route) return undefined;
  if (page.route.lang === undefined) return languageVersion(page.canonical, true, language);
  return localizedPaths(page.screen)[language];
}

/** One `<link rel="alternate" hreflang>` (or sitemap `xhtml:link`), with a path to make absolute. */
export interface Alternate {
  readonly hreflang: string;
  readonly href: string;
}

/**
 * The alternates every version of an indexable page lists, the same on each: one per language, and
 * `x-default` for visitors in neither, which is the fallback language's (English) version. Empty for a
 * page that is not indexable: a `noindex` page has no language versions to offer.
 */
export function alternates(url: UrlInput | Resolved): Alternate[] {
  const page = typeof url === 'object' && 'screen' in url ? url : resolve(url);
  if (!INDEXABLE_SCREENS.has(page.screen) || !page.route?.exact) return [];
  const list: Alternate[] = [];
  for (const language of LANGUAGES) {
    const href = languageHref(page, language);
    if (href) list.push({ hreflang: HREFLANG[language], href });
  }
  const fallback = languageHref(page, DEFAULT_LANGUAGE);
  if (fallback) list.push({ hreflang: 'x-default', href: fallback });
  return list;
}

function toUrl(url: UrlInput): URL {
  if (typeof url !== 'string') return url;
  return new URL(url, 'http://opstap.invalid');
}

/**
 * Whether a URL may be indexed: an indexable screen, at its canonical URL exactly. A `country=` (the NL or
 * UK variant of the same HTML) or a `lang=` the canonical does not carry makes a duplicate, which gets
 * `noindex` (servers: `X-Robots-Tag`; the page: its robots meta). Other parameters (campaign tags) change
 * nothing and are left to the canonical link.
 */
export function isIndexable(url: UrlInput): boolean {
  const parsed = toUrl(url);
  const page = resolve(parsed);
  if (!INDEXABLE_SCREENS.has(page.screen) || !page.route?.exact) return false;
  if (page.path !== page.canonical || parsed.searchParams.has('country')) return false;
  const lang = parsed.searchParams.getAll('lang');
  const asked = lang.length === 0 ? page.path : lang.length === 1 ? `${page.path}?lang=${lang[0]}` : '';
  return asked === canonicalHref(page);
}

/** The canonical URL of a screen in a language: `/werkgevers`, `/contact?lang=nl`, `/` for the Dutch home. */
export function screenHref(screen: Exclude<ScreenName, 'not-found'>, language: Language): string {
  const route = routeFor(screen, language);
  return languageVersion(route.path, route.lang === undefined, language);
}

/**
 * Where a screen sits under the home of its language, for breadcrumbs (BreadcrumbList): new employers
 * under employers, every other indexable screen directly under the home. Empty for the home itself
 * and for pages that are not indexable.
 */
const PARENT: Partial<Record<ScreenName, Exclude<ScreenName, 'not-found'>>> = {
  'new-employers': 'employers',
};

export function breadcrumbTrail(page: Resolved): Exclude<ScreenName, 'not-found'>[] {
  if (page.screen === 'not-found' || page.screen === 'jobseekers') return [];
  if (!INDEXABLE_SCREENS.has(page.screen)) return [];
  const trail: Exclude<ScreenName, 'not-found'>[] = [page.screen];
  for (let parent = PARENT[page.screen]; parent; parent = PARENT[parent]) trail.unshift(parent);
  return ['jobseekers', ...trail];
}
