import { describe, expect, it } from 'vitest';
import { languageSwitchLink, linkTo } from './links.ts';
import { LANGUAGES } from './locale.ts';
import { resolve } from './resolve.ts';
import {
  alternates,
  breadcrumbTrail,
  INDEXABLE_SCREENS,
  isIndexable,
  screenHref,
  versionHref,
} from './seo.ts';
import { canonicalHref, SITE_VERSIONS } from './versions.ts';
import { PAGE_ROUTES } from './table.ts';

/**
 * Every URL a version of a page can have (decision 0326): each page path, shared ones also with `lang=nl`, and
 * the English ones also for the UK (`country=gb`).
 */
const VERSIONS = PAGE_ROUTES.flatMap((route) =>
  route.lang === 'nl'
    ? [route.path]
    : route.lang === 'en'
      ? [route.path, `${route.path}?country=gb`]
      : [route.path, `${route.path}?lang=nl`, `${route.path}?country=gb`],
);
const INDEXABLE = VERSIONS.filter((url) => INDEXABLE_SCREENS.has(resolve(url).screen));

describe('the homes (decision 0320)', () => {
  it('/ is the Dutch home and /jobseekers the English one, each its own canonical', () => {
    expect(resolve('/')).toMatchObject({ screen: 'jobseekers', language: 'nl' });
    expect(canonicalHref(resolve('/'))).toBe('/');
    expect(canonicalHref(resolve('/jobseekers'))).toBe('/jobseekers');
    expect(isIndexable('/')).toBe(true);
    expect(isIndexable('/jobseekers')).toBe(true);
  });

  it('/werkzoekenden is an alias of /: canonical /, not indexable itself', () => {
    expect(canonicalHref(resolve('/werkzoekenden'))).toBe('/');
    expect(isIndexable('/werkzoekenden')).toBe(false);
  });

  it('the three homes list the same alternates, x-default the English one for the Netherlands', () => {
    const expected = [
      { hreflang: 'nl-NL', href: '/' },
      { hreflang: 'en-NL', href: '/jobseekers' },
      { hreflang: 'en-GB', href: '/jobseekers?country=gb' },
      { hreflang: 'x-default', href: '/jobseekers' },
    ];
    expect(alternates('/')).toEqual(expected);
    expect(alternates('/jobseekers')).toEqual(expected);
    expect(alternates('/jobseekers?country=gb')).toEqual(expected);
    expect(isIndexable('/jobseekers?country=gb')).toBe(true);
  });

  it('a shared path has its three versions too', () => {
    expect(alternates('/contact?country=gb').map((a) => a.href)).toEqual([
      '/contact?lang=nl',
      '/contact',
      '/contact?country=gb',
      '/contact',
    ]);
    expect(SITE_VERSIONS.map((version) => versionHref('privacy', version))).toEqual([
      '/privacyverklaring',
      '/privacy',
      '/privacy?country=gb',
    ]);
  });

  it('the brand link (the home in the page language) is the canonical home', () => {
    expect(linkTo('jobseekers', '/werkgevers')).toBe(canonicalHref(resolve('/')));
    expect(screenHref('jobseekers', 'nl')).toBe('/');
    expect(screenHref('jobseekers', 'en')).toBe('/jobseekers');
  });
});

describe('every indexable page', () => {
  it.each(INDEXABLE)('%s is its own canonical, in its language', (url) => {
    const page = resolve(url);
    expect(canonicalHref(page)).toBe(url);
    expect(isIndexable(url)).toBe(true);
  });

  it.each(INDEXABLE)(
    '%s lists itself among reciprocal alternates, one per version and one x-default',
    (url) => {
      const list = alternates(url);
      expect(list.map((a) => a.hreflang)).toEqual(['nl-NL', 'en-NL', 'en-GB', 'x-default']);
      const page = resolve(url);
      const own = SITE_VERSIONS.find((v) => v.language === page.language && v.country === page.country);
      expect(list.find((a) => a.hreflang === own?.hreflang)?.href).toBe(url);
      for (const { hreflang, href } of list) {
        expect(alternates(href), `${hreflang} → ${href}`).toEqual(list);
      }
    },
  );

  it.each(INDEXABLE.filter((url) => resolve(url).country === 'nl'))(
    '%s: the language switcher goes to the alternate of that language in the same market',
    (url) => {
      for (const language of LANGUAGES) {
        const version = SITE_VERSIONS.find((v) => v.language === language && v.country === 'nl');
        expect(languageSwitchLink(url, language)).toBe(
          alternates(url).find((a) => a.hreflang === version?.hreflang)?.href,
        );
      }
    },
  );

  it('Dutch for the UK market is served but not a version: canonical the Dutch one, noindex', () => {
    expect(canonicalHref(resolve('/werkgevers?country=gb'))).toBe('/werkgevers');
    expect(isIndexable('/werkgevers?country=gb')).toBe(false);
    expect(canonicalHref(resolve('/contact?lang=nl&country=gb'))).toBe('/contact?lang=nl');
  });
});

describe('what is not indexable', () => {
  it.each([
    '/nps/recruiters',
    '/nps/job-seekers?lang=nl',
    '/update-email-settings',
    '/branded/email-settings-updated',
    '/unsubscribe',
    '/unsubscribed?lang=nl',
    '/_debug/tracking',
    '/nope',
  ])('%s (a transactional, debug or unknown page) has no alternates', (url) => {
    expect(isIndexable(url)).toBe(false);
    expect(alternates(url)).toEqual([]);
  });

  it.each([
    '/werkgevers?country=gb',
    '/werkgevers?country=nl',
    '/employers?country=nl',
    '/employers?country=GB',
    '/employers?country=gb&country=gb',
    '/contact?lang=en&country=gb',
    '/contact?lang=en',
    '/contact?lang=nl&country=gb',
    '/contact?lang=de',
    '/werkgevers?lang=nl',
    '/contact?lang=nl&lang=nl',
    '/werkgevers-acme',
  ])('%s is a duplicate of its canonical URL', (url) => {
    expect(isIndexable(url)).toBe(false);
  });

  it('a campaign parameter alone changes nothing', () => {
    expect(isIndexable('/werkgevers?utm_source=mail')).toBe(true);
  });
});

describe('breadcrumbs', () => {
  it('nest under the home of the page language', () => {
    expect(breadcrumbTrail(resolve('/new-werkgevers'))).toEqual(['jobseekers', 'employers', 'new-employers']);
    expect(breadcrumbTrail(resolve('/contact?lang=nl'))).toEqual(['jobseekers', 'contact']);
    expect(breadcrumbTrail(resolve('/'))).toEqual([]);
    expect(breadcrumbTrail(resolve('/unsubscribe'))).toEqual([]);
  });
});
