import {
  DEFAULT_COUNTRY,
  DEFAULT_LANGUAGE,
  isCountry,
  isLanguage,
  singleParam,
  type Country,
  type Language,
} from './locale.ts';
import {
  EXACT_ROUTES,
  PATTERN_ROUTES,
  patternPrefix,
  ROUTES,
  type RouteEntry,
  type ScreenName,
} from './table.ts';

/** What a URL means to the site: its screen, language, country and canonical path. */
export interface Resolved {
  /** The screen to show; `not-found` when no route matches. */
  readonly screen: ScreenName;
  /** The matched route table entry; null for `not-found`. */
  readonly route: RouteEntry | null;
  /** The path as matched: no trailing slash (except `/`), no query, no hash. */
  readonly path: string;
  /** The `{name}` of a `/werkgevers-{name}` or `/employers-{name}` path. */
  readonly variant?: string;
  /**
   * The page's language: from the path, else a valid `?lang=`, else the fallback `en`. An unknown path
   * under a Dutch path word (`/werkgevers/extra`) is Dutch, so its not-found page is too.
   */
  readonly language: Language;
  /** Where the language came from; links carry `lang=` only when it came from the query. */
  readonly languageFrom: 'path' | 'query' | 'default';
  /** The page's country: a valid `?country=`, else the fallback `nl`. */
  readonly country: Country;
  /** Whether a valid `?country=` was given; internal links keep it then. */
  readonly countryFrom: 'query' | 'default';
  /** The canonical path of this page (see `canonicalPath`). */
  readonly canonical: string;
}

// A company's name in `/employers-{name}`: a slug of letters, digits, `_` and `-`, no slash.
export const VARIANT_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
const PARSE_BASE = 'http://opstap.invalid';

/** Accepts a path (`/werkgevers?lang=en`), an absolute URL string or a URL object. */
export type UrlInput = string | URL;

function toUrl(url: UrlInput): URL {
  if (typeof url !== 'string') return url;
  // A path is appended to the base, so `//x` stays a path rather than becoming a host.
  if (url.startsWith('/')) return new URL(PARSE_BASE + url);
  return URL.canParse(url) ? new URL(url) : new URL(PARSE_BASE + '/' + url);
}

/** The path without its trailing slashes; `/` stays `/`. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** A path prefix written in one language: `/werkgevers` (then `/` or the end) or `/werkgevers-`. */
export interface LanguagePrefix {
  readonly language: Language;
  readonly prefix: string;
  /** True: the prefix is a whole first segment; false: a `-{name}` prefix that goes on in the segment. */
  readonly segment: boolean;
}

/** The first segments and `-{name}` prefixes of the language-specific paths (`/` excluded). */
export const LANGUAGE_PREFIXES: readonly LanguagePrefix[] = ROUTES.flatMap((route): LanguagePrefix[] => {
  if (!route.lang || route.path === '/') return [];
  return route.exact
    ? [{ language: route.lang, prefix: route.path.split('/').slice(0, 2).join('/'), segment: true }]
    : [{ language: route.lang, prefix: patternPrefix(route), segment: false }];
});

/**
 * The language an unknown path is written in: that of the language-specific path whose first segment
 * (or `-{name}` prefix) it starts with, so `/werkgevers/extra` and `/pers/2020` are Dutch.
 */
export function notFoundPathLanguage(path: string): Language | undefined {
  const found = LANGUAGE_PREFIXES.find(({ prefix, segment }) =>
    segment ? path === prefix || path.startsWith(prefix + '/') : path.startsWith(prefix),
  );
  return found?.language;
}

function match(path: string): { route: RouteEntry; variant?: string } | null {
  const exact = EXACT_ROUTES.find((route) => route.path === path);
  if (exact) return { route: exact };
  for (const route of PATTERN_ROUTES) {
    const prefix = patternPrefix(route);
    const variant = path.slice(prefix.length);
    if (path.startsWith(prefix) && VARIANT_NAME.test(variant)) return { route, variant };
  }
  return null;
}

/** The screen for a URL, with its language and country (docs/requirements/site.md#routes). */
export function resolve(url: UrlInput): Resolved {
  const parsed = toUrl(url);
  const path = normalizePath(parsed.pathname);
  const found = match(path);
  const route = found?.route ?? null;

  const queryLanguage = singleParam(parsed.searchParams, 'lang', isLanguage);
  const queryCountry = singleParam(parsed.searchParams, 'country', isCountry);
  // A language written in the path wins over `?lang=` (docs/requirements/site.md#languages-and-countries).
  const pathLanguage = route ? route.lang : notFoundPathLanguage(path);
  const language = pathLanguage ?? queryLanguage ?? DEFAULT_LANGUAGE;
  const languageFrom = pathLanguage ? 'path' : queryLanguage ? 'query' : 'default';

  return {
    screen: route?.name ?? 'not-found',
    route,
    path,
    ...(found?.variant === undefined ? {} : { variant: found.variant }),
    language,
    languageFrom,
    country: queryCountry ?? DEFAULT_COUNTRY,
    countryFrom: queryCountry ? 'query' : 'default',
    canonical: route?.canonical ?? path,
  };
}

/**
 * The canonical path of a URL: `/` for `/` and `/werkzoekenden`, `/werkgevers` for `/werkgevers-acme`,
 * otherwise the path without trailing slash (docs/requirements/site.md#routes). A shared path's Dutch
 * version adds `?lang=nl` to it: see `canonicalHref` in versions.ts.
 */
export function canonicalPath(url: UrlInput): string {
  return resolve(url).canonical;
}
