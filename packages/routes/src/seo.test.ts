import { describe, expect, it } from 'vitest';
import { languageSwitchLink, linkTo } from './links.ts';
import { LANGUAGES } from './locale.ts';
import { resolve } from './resolve.ts';
import {
  alternates,
  breadcrumbTrail,
  canonicalHref,
  HREFLANG,
  INDEXABLE_SCREENS,
  isIndexable,
  screenHref,
} from './seo.ts';
import { PAGE_ROUTES } from './table.ts';

/** Every URL a language version of a page can have: each page path, shared ones also with `lang=nl`. */
const VERSIONS = PAGE_ROUTES.flatMap((route) =>
  route.lang ? [route.path] : [route.path, `${route.path}?lang=nl`],
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

  it('both homes list the same alternates, x-default the English one', () => {
    const expected = [
      { hreflang: 'en-GB', href: '/jobseekers' },
      { hreflang: 'nl-NL', href: '/' },
      { hreflang: 'x-default', href: '/jobseekers' },
    ];
    expect(alternates('/')).toEqual(expected);
    expect(alternates('/jobseekers')).toEqual(expected);
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
    '%s lists itself among reciprocal alternates, one per language and one x-default',
    (url) => {
      const list = alternates(url);
      expect(list.map((a) => a.hreflang)).toEqual([...LANGUAGES.map((l) => HREFLANG[l]), 'x-default']);
      const own = list.find((a) => a.hreflang === HREFLANG[resolve(url).language]);
      expect(own?.href).toBe(url);
      for (const { hreflang, href } of list) {
        expect(alternates(href), `${hreflang} → ${href}`).toEqual(list);
      }
    },
  );

  it.each(INDEXABLE)('%s: the language switcher goes to the alternate of that language', (url) => {
    for (const language of LANGUAGES) {
      expect(languageSwitchLink(url, language)).toBe(
        alternates(url).find((a) => a.hreflang === HREFLANG[language])?.href,
      );
    }
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
