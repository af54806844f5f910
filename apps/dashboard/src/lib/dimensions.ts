import { APP_TYPES, CONNECTION_TYPES, NAVIGATION_TYPES } from '@opstap/contracts/vocabulary';
import type { FilterKey } from './search.ts';

/**
 * The values each filter offers. Closed sets come from the contracts and the route table; browsers and OSes
 * are the service's vocabulary, `other` for any name outside it (docs/decisions/0120-user-agent-vocabulary.md);
 * page families (those with page views in the window) and app versions come from the query API at run time; a
 * path is typed.
 */
export const FILTER_CHOICES: Record<
  Exclude<FilterKey, 'path' | 'appVersion' | 'screen'>,
  readonly string[]
> = {
  language: ['en', 'nl'],
  country: ['nl', 'gb'],
  device: ['mobile', 'tablet', 'desktop'],
  browser: ['Chrome', 'Edge', 'Firefox', 'Safari', 'Opera', 'Samsung Internet', 'unknown', 'other'],
  os: ['Android', 'iOS', 'Windows', 'macOS', 'ChromeOS', 'Linux', 'unknown', 'other'],
  connectionType: CONNECTION_TYPES,
  navigationType: NAVIGATION_TYPES,
  appType: Object.values(APP_TYPES),
};

export const FILTER_LABELS: Record<FilterKey, string> = {
  screen: 'Page family',
  path: 'Path',
  language: 'Language',
  country: 'Country',
  device: 'Device',
  browser: 'Browser',
  os: 'OS',
  connectionType: 'Connection',
  appVersion: 'Release',
  navigationType: 'Navigation',
  appType: 'App',
};

/** How the navigation filter names each navigation type: hard ones by how the document came, soft ones as route changes. */
export const NAVIGATION_LABELS: Record<string, string> = {
  navigate: 'navigate (hard)',
  reload: 'reload (hard)',
  'back-forward': 'back/forward (hard)',
  'back-forward-cache': 'back/forward cache (restored)',
  prerender: 'prerender (hard)',
  restore: 'restore (hard)',
  'soft-navigation': 'soft navigation (route change)',
};

export const LANGUAGE_NAMES: Record<string, string> = { en: 'English', nl: 'Dutch' };
