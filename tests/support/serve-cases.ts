import { PAGE_ROUTES, serveRules } from '@opstap/routes';
import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * What a server must answer for a URL of the real build (decision 0321): the same cases run against the
 * `start` server (apps/web/scripts/serve.mjs) and nginx (apps/web/deploy/nginx.conf), so the one rule set
 * is held to the same answers on both.
 */
export interface ServeCase {
  readonly url: string;
  readonly status: 200 | 301 | 404;
  /** The `data-prerendered` stamp of the file served (its canonical URL), for a 200. */
  readonly stamp?: string;
  /** `<html lang>` of the file served. */
  readonly lang?: 'en' | 'nl';
  readonly location?: string;
  readonly noindex?: boolean;
}

export const SERVE_CASES: readonly ServeCase[] = [
  { url: '/', status: 200, stamp: '/', lang: 'nl', noindex: false },
  { url: '/jobseekers', status: 200, stamp: '/jobseekers', lang: 'en', noindex: false },
  { url: '/werkzoekenden', status: 301, location: '/' },
  { url: '/werkzoekenden?country=gb', status: 301, location: '/?country=gb' },
  { url: '/contact', status: 200, stamp: '/contact', lang: 'en', noindex: false },
  { url: '/contact?lang=nl', status: 200, stamp: '/contact?lang=nl', lang: 'nl', noindex: false },
  { url: '/contact?lang=en', status: 200, stamp: '/contact', lang: 'en', noindex: true },
  {
    url: '/goldenticket?lang=nl&country=gb',
    status: 200,
    stamp: '/goldenticket?lang=nl',
    lang: 'nl',
    noindex: true,
  },
  { url: '/brabant?lang=nl', status: 200, stamp: '/brabant?lang=nl', lang: 'nl', noindex: false },
  {
    url: '/nps/recruiters?lang=nl&score=9',
    status: 200,
    stamp: '/nps/recruiters?lang=nl',
    lang: 'nl',
    noindex: true,
  },
  { url: '/unsubscribe?lang=nl', status: 200, stamp: '/unsubscribe?lang=nl', lang: 'nl', noindex: true },
  { url: '/werkgevers?country=gb', status: 200, stamp: '/werkgevers', lang: 'nl', noindex: true },
  { url: '/werkgevers-acme', status: 200, stamp: '/werkgevers', lang: 'nl', noindex: true },
  { url: '/employers-acme', status: 200, stamp: '/employers', lang: 'en', noindex: true },
  { url: '/werkgevers/extra', status: 404, lang: 'nl' },
  { url: '/pers/2020/', status: 301, location: '/pers/2020' },
  { url: '/pers/2020', status: 404, lang: 'nl' },
  { url: '/employers/extra', status: 404, lang: 'en' },
  { url: '/bestaat-niet?lang=nl', status: 404, lang: 'nl' },
  { url: '/nope', status: 404, lang: 'en' },
  { url: '/index.html', status: 404 },
  { url: '/contact/index.nl.html', status: 404 },
];

/** Every page path with each kind of `lang`, and a country: for comparing two servers answer for answer. */
export const RULE_URLS: readonly string[] = [
  ...serveRules().redirects.map((rule) => rule.from),
  ...PAGE_ROUTES.flatMap((route) =>
    ['', '?lang=nl', '?lang=en', '?lang=xx', '?country=gb'].map((query) => route.path + query),
  ),
];

/** What a server answered, reduced to what the rules decide. */
export async function answer(request: APIRequestContext, origin: string, url: string) {
  const response = await request.get(origin + url, { maxRedirects: 0 });
  const body = response.status() === 301 ? '' : await response.text();
  return {
    status: response.status(),
    location: response.headers()['location'],
    // A redirect has nothing to index: its robots header (nginx adds one for `country=`) means nothing.
    noindex: response.status() !== 301 && response.headers()['x-robots-tag'] === 'noindex',
    stamp: /<div id="root" data-prerendered="([^"]*)"/.exec(body)?.[1]?.replaceAll('&amp;', '&'),
    lang: /<html lang="([^"]*)"/.exec(body)?.[1],
  };
}

export async function expectServeCase(request: APIRequestContext, origin: string, expected: ServeCase) {
  const got = await answer(request, origin, expected.url);
  expect(got.status, expected.url).toBe(expected.status);
  if (expected.location !== undefined) expect(got.location, expected.url).toBe(expected.location);
  if (expected.stamp !== undefined) expect(got.stamp, expected.url).toBe(expected.stamp);
  if (expected.lang !== undefined) expect(got.lang, expected.url).toBe(expected.lang);
  if (expected.noindex !== undefined) expect(got.noindex, expected.url).toBe(expected.noindex);
}
