import { EXACT_ROUTES, PATTERN_ROUTES, type RouteEntry } from '@opstap/routes';

/** The production origin the e2e build uses (apps/web `VITE_SITE_ORIGIN`, unset: its default). */
export const SITE_ORIGIN = 'https://www.opstap.nl';

/** Every path of the route table (docs/requirements/site.md#routes): the exact paths plus one example of each `-{name}` path. */
export const SPEC_PATHS: readonly string[] = [
  ...EXACT_ROUTES.map((route: RouteEntry) => route.path),
  ...PATTERN_ROUTES.map((route: RouteEntry) => route.path.replace('{name}', 'acme')),
];

/** The paths both languages share (`/contact`): their Dutch version is the same path with `?lang=nl`. */
export const SHARED_PATHS_IN_DUTCH: readonly string[] = EXACT_ROUTES.filter(
  (route: RouteEntry) => route.lang === undefined,
).map((route: RouteEntry) => `${route.path}?lang=nl`);

/** The selector of a screen's root element. */
export const screenSelector = (screen: string) => `[data-screen="${screen}"]`;

/**
 * The public lists the e2e build loads from the (mocked) platform after the screen shows, by screen: the
 * selector of an item. Until one is there the page is still growing, and anything below the list (the
 * footer's switchers) is still moving.
 */
export const LIST_ITEMS: Partial<Record<string, string>> = {
  'latest-jobs': '.result',
  locations: '.location',
  'most-popular': '.ranked',
};
