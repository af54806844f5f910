import type { Language } from './locale.ts';

/** Every screen of the site; each page's root element carries `data-screen="<name>"`. */
export const SCREEN_NAMES = [
  'jobseekers',
  'employers',
  'new-employers',
  'press',
  'golden-ticket',
  'regional',
  'locations',
  'latest-jobs',
  'most-popular',
  'nps-recruiters',
  'nps-job-seekers',
  'email-settings',
  'email-settings-updated',
  'branded-email-settings',
  'branded-email-settings-updated',
  'tracking-debug',
  'contact',
  'unsubscribe',
  'unsubscribed',
  'privacy',
  'terms',
  'cookies',
  'not-found',
] as const;

export type ScreenName = (typeof SCREEN_NAMES)[number];

/** One row of the route table (docs/requirements/site.md#routes). */
export interface RouteEntry {
  /** The screen this path shows. */
  readonly name: Exclude<ScreenName, 'not-found'>;
  /** The visible path; `{name}` marks the one variable segment suffix (`/werkgevers-{name}`). */
  readonly path: string;
  /** True for an exact path; false for a `{name}` pattern. */
  readonly exact: boolean;
  /** The language the path is written in; absent for paths shared by both languages. */
  readonly lang?: Language;
  /** The canonical path when it is not the path itself. */
  readonly canonical?: string;
}

/**
 * The route table (docs/requirements/site.md#routes), one entry per visible path. The single source of truth.
 */
export const ROUTES: readonly RouteEntry[] = [
  // `/` is the Dutch home (the site's domain is Dutch) and `/werkzoekenden` an alias that redirects to it:
  // docs/decisions/0320-one-url-per-language.md.
  { name: 'jobseekers', path: '/', exact: true, lang: 'nl' },
  { name: 'jobseekers', path: '/werkzoekenden', exact: true, lang: 'nl', canonical: '/' },
  { name: 'jobseekers', path: '/jobseekers', exact: true, lang: 'en' },
  { name: 'employers', path: '/werkgevers', exact: true, lang: 'nl' },
  { name: 'employers', path: '/employers', exact: true, lang: 'en' },
  { name: 'employers', path: '/werkgevers-{name}', exact: false, lang: 'nl', canonical: '/werkgevers' },
  { name: 'employers', path: '/employers-{name}', exact: false, lang: 'en', canonical: '/employers' },
  { name: 'new-employers', path: '/new-werkgevers', exact: true, lang: 'nl' },
  { name: 'new-employers', path: '/new-employers', exact: true, lang: 'en' },
  { name: 'press', path: '/pers', exact: true, lang: 'nl' },
  { name: 'press', path: '/press', exact: true, lang: 'en' },
  { name: 'golden-ticket', path: '/goldenticket', exact: true },
  { name: 'regional', path: '/brabant', exact: true },
  { name: 'regional', path: '/beta-career-event', exact: true },
  { name: 'locations', path: '/locaties', exact: true, lang: 'nl' },
  { name: 'locations', path: '/locations', exact: true, lang: 'en' },
  { name: 'latest-jobs', path: '/nieuwste-banen', exact: true, lang: 'nl' },
  { name: 'latest-jobs', path: '/latest-jobs', exact: true, lang: 'en' },
  { name: 'most-popular', path: '/meest-populair', exact: true, lang: 'nl' },
  { name: 'most-popular', path: '/most-popular', exact: true, lang: 'en' },
  { name: 'nps-recruiters', path: '/nps/recruiters', exact: true },
  { name: 'nps-job-seekers', path: '/nps/job-seekers', exact: true },
  { name: 'email-settings', path: '/update-email-settings', exact: true },
  { name: 'email-settings-updated', path: '/email-settings-updated', exact: true },
  { name: 'branded-email-settings', path: '/branded/update-email-settings', exact: true },
  { name: 'branded-email-settings-updated', path: '/branded/email-settings-updated', exact: true },
  { name: 'tracking-debug', path: '/_debug/tracking', exact: true },
  { name: 'contact', path: '/contact', exact: true },
  { name: 'unsubscribe', path: '/unsubscribe', exact: true },
  { name: 'unsubscribed', path: '/unsubscribed', exact: true },
  // The legal statements (docs/requirements/site.md#legal), each with a path in each language.
  { name: 'privacy', path: '/privacyverklaring', exact: true, lang: 'nl' },
  { name: 'privacy', path: '/privacy', exact: true, lang: 'en' },
  { name: 'terms', path: '/gebruiksvoorwaarden', exact: true, lang: 'nl' },
  { name: 'terms', path: '/terms', exact: true, lang: 'en' },
  { name: 'cookies', path: '/cookieverklaring', exact: true, lang: 'nl' },
  { name: 'cookies', path: '/cookies', exact: true, lang: 'en' },
];

/** The exact paths (every one the router matches). */
export const EXACT_ROUTES: readonly RouteEntry[] = ROUTES.filter((route) => route.exact);

/**
 * Exact paths that are another path's alias (`/werkzoekenden`, canonical `/`): the servers redirect them
 * (301) to their canonical path, nothing is prerendered for them and no link points at them.
 */
export const ALIAS_ROUTES: readonly RouteEntry[] = EXACT_ROUTES.filter(
  (route) => route.canonical !== undefined && route.canonical !== route.path,
);

/** The exact paths that are pages of their own: one prerendered HTML file per language they show. */
export const PAGE_ROUTES: readonly RouteEntry[] = EXACT_ROUTES.filter(
  (route) => !ALIAS_ROUTES.includes(route),
);

/** The pattern routes, `/werkgevers-{name}` and `/employers-{name}`, served the exact route's HTML. */
export const PATTERN_ROUTES: readonly RouteEntry[] = ROUTES.filter((route) => !route.exact);

/** The prefix before `{name}` of a pattern route: `/werkgevers-`. */
export function patternPrefix(route: RouteEntry): string {
  return route.path.slice(0, route.path.indexOf('{name}'));
}
