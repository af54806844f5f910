import type { Language } from './locale.ts';
import {
  canonicalHref,
  inCountry,
  languageVersion,
  SITE_VERSIONS,
  X_DEFAULT_VERSION,
  type SiteVersion,
} from './versions.ts';
import { localizedPaths, routeFor } from './links.ts';
import { resolve, type Resolved, type UrlInput } from './resolve.ts';
import type { ScreenName } from './table.ts';

/**
 * What search engines see of a URL (docs/requirements/site.md#search-engines, decision 0320): one URL per
 * language version, each its own canonical, all of a screen's versions listing each other.
 */

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
  'privacy',
  'terms',
  'cookies',
]);

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
 * The alternates every version of an indexable page lists, the same on each: one per site version
 * (`nl-NL`, `en-NL`, `en-GB`), and `x-default` for visitors in neither market, which is English for the
 * Netherlands. Empty for a page that is not indexable: a `noindex` page has no versions to offer.
 */
export function alternates(url: UrlInput | Resolved): Alternate[] {
  const page = typeof url === 'object' && 'screen' in url ? url : resolve(url);
  if (!INDEXABLE_SCREENS.has(page.screen) || !page.route?.exact) return [];
  const list: Alternate[] = [];
  for (const version of SITE_VERSIONS) {
    const href = languageHref(page, version.language);
    if (href) list.push({ hreflang: version.hreflang, href: inCountry(href, version.country) });
  }
  const fallback = languageHref(page, X_DEFAULT_VERSION.language);
  if (fallback) list.push({ hreflang: 'x-default', href: inCountry(fallback, X_DEFAULT_VERSION.country) });
  return list;
}

function toUrl(url: UrlInput): URL {
  if (typeof url !== 'string') return url;
  return new URL(url, 'http://opstap.invalid');
}

/**
 * Whether a URL may be indexed: an indexable screen, at its canonical URL exactly. A `country=` or a `lang=`
 * the canonical does not carry (`?country=nl`, Dutch with `country=gb`, a repeated or unknown value) makes a
 * duplicate, which gets `noindex` (servers: `X-Robots-Tag`; the page: its robots meta). Other parameters
 * (campaign tags) change nothing and are left to the canonical link.
 */
export function isIndexable(url: UrlInput): boolean {
  const parsed = toUrl(url);
  const page = resolve(parsed);
  if (!INDEXABLE_SCREENS.has(page.screen) || !page.route?.exact) return false;
  if (page.path !== page.canonical) return false;
  const params = new URLSearchParams();
  for (const name of ['lang', 'country'])
    for (const value of parsed.searchParams.getAll(name)) params.append(name, value);
  const query = params.toString();
  return (query ? `${page.path}?${query}` : page.path) === canonicalHref(page);
}

/** The canonical URL of a version of a screen: `/werkgevers`, `/contact?lang=nl`, `/employers?country=gb`. */
export function versionHref(screen: Exclude<ScreenName, 'not-found'>, version: SiteVersion): string {
  return inCountry(screenHref(screen, version.language), version.country);
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
