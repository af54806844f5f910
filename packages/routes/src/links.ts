import { DEFAULT_LANGUAGE, type Country, type Language } from './locale.ts';
import { resolve, type Resolved, type UrlInput } from './resolve.ts';
import { PAGE_ROUTES, PATTERN_ROUTES, patternPrefix, type RouteEntry, type ScreenName } from './table.ts';

type LinkableScreen = RouteEntry['name'];

function asResolved(from: Resolved | UrlInput): Resolved {
  return typeof from === 'object' && 'screen' in from ? from : resolve(from);
}

function withQuery(path: string, params: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) query.set(key, value);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * The route entry a screen uses in a language: its own path for that language, else its shared path.
 * Aliases (`/werkzoekenden`) are never a link's target.
 */
export function routeFor(screen: LinkableScreen, language: Language): RouteEntry {
  const own = PAGE_ROUTES.find((route) => route.name === screen && route.lang === language);
  const shared = PAGE_ROUTES.find((route) => route.name === screen && route.lang === undefined);
  const any = PAGE_ROUTES.find((route) => route.name === screen);
  const entry = own ?? shared ?? any;
  if (!entry) throw new Error(`No route for screen "${screen}"`);
  return entry;
}

/** The language-specific paths of a screen: `{ nl: '/werkgevers', en: '/employers' }`; empty if it has none. */
export function localizedPaths(screen: ScreenName): Partial<Record<Language, string>> {
  const paths: Partial<Record<Language, string>> = {};
  for (const route of PAGE_ROUTES) if (route.name === screen && route.lang) paths[route.lang] = route.path;
  return paths;
}

/**
 * An internal link to a screen, in the current page's language: the screen's path for that language, or
 * its shared path with `lang=` when the language did not come by default. Keeps a valid `country=`.
 */
export function linkTo(screen: LinkableScreen, from: Resolved | UrlInput): string {
  const current = asResolved(from);
  const target = routeFor(screen, current.language);
  const needsLang = target.lang === undefined && current.language !== DEFAULT_LANGUAGE;
  return withQuery(target.path, {
    lang: needsLang ? current.language : undefined,
    country: current.countryFrom === 'query' ? current.country : undefined,
  });
}

/**
 * The language switcher's link: the other language's path where the screen has one (`/werkgevers` ⇄
 * `/employers`, `/` ⇄ `/jobseekers`, `/werkgevers-acme` ⇄ `/employers-acme`), else the same path with
 * `lang=nl` for Dutch and without `lang=` for English, the fallback. Keeps a valid `country=`.
 */
export function languageSwitchLink(from: Resolved | UrlInput, target: Language): string {
  const current = asResolved(from);
  const country = current.countryFrom === 'query' ? current.country : undefined;
  const route = current.route;
  if (route && current.variant !== undefined) {
    const other = PATTERN_ROUTES.find((r) => r.name === route.name && r.lang === target);
    if (other) return withQuery(`${patternPrefix(other)}${current.variant}`, { country });
  }
  if (route) {
    const other = PAGE_ROUTES.find((r) => r.name === route.name && r.lang === target);
    if (other) return withQuery(other.path, { country });
  }
  // An unknown path under a path word of the other language (`/werkgevers/extra`) stays in that language
  // whatever its query: the switcher offers the target language's home instead.
  if (!route && current.languageFrom === 'path') {
    const path = current.language === target ? current.path : routeFor('jobseekers', target).path;
    return withQuery(path, { country });
  }
  // A shared path shows the fallback language without `lang=` (one URL per language version).
  return withQuery(current.path, { lang: target === DEFAULT_LANGUAGE ? undefined : target, country });
}

/** The country switcher's link (NL or UK optimised page): same page, `country=` set, language kept. */
export function countrySwitchLink(from: Resolved | UrlInput, target: Country): string {
  const current = asResolved(from);
  return withQuery(current.path, {
    lang: current.languageFrom === 'query' ? current.language : undefined,
    country: target,
  });
}
