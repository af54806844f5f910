import { describe, expect, it } from 'vitest';
import { countrySwitchLink, languageSwitchLink, linkTo, localizedPaths, routeFor } from './links.ts';
import { allEventsLink, degreeFilterLink, PATH_WORDS, platformLink } from './platform.ts';
import { ROUTES, SCREEN_NAMES } from './table.ts';

describe('linkTo: internal links', () => {
  it('uses the path of the current language', () => {
    expect(linkTo('employers', '/werkzoekenden')).toBe('/werkgevers');
    expect(linkTo('employers', '/jobseekers')).toBe('/employers');
    expect(linkTo('press', '/werkgevers')).toBe('/pers');
  });

  it('keeps a valid country and nothing else', () => {
    expect(linkTo('employers', '/werkgevers?country=gb&utm_source=x')).toBe('/werkgevers?country=gb');
    expect(linkTo('employers', '/werkgevers?country=nl')).toBe('/werkgevers?country=nl');
    expect(linkTo('employers', '/werkgevers?country=GB')).toBe('/werkgevers');
  });

  it('carries a non-default language to a shared path as lang=', () => {
    expect(linkTo('contact', '/werkgevers')).toBe('/contact?lang=nl');
    expect(linkTo('contact', '/employers')).toBe('/contact');
    expect(linkTo('contact', '/goldenticket?lang=nl&country=gb')).toBe('/contact?lang=nl&country=gb');
    expect(linkTo('locations', '/goldenticket?lang=nl')).toBe('/locaties');
  });

  it('links the Dutch home as /, never the alias /werkzoekenden', () => {
    expect(linkTo('jobseekers', '/werkgevers')).toBe('/');
    expect(linkTo('jobseekers', '/contact?lang=nl&country=gb')).toBe('/?country=gb');
    expect(linkTo('jobseekers', '/employers')).toBe('/jobseekers');
  });
});

describe('languageSwitchLink', () => {
  it.each([
    ['/werkgevers', 'en', '/employers'],
    ['/employers', 'nl', '/werkgevers'],
    ['/', 'en', '/jobseekers'],
    ['/', 'nl', '/'],
    ['/jobseekers', 'nl', '/'],
    ['/werkzoekenden', 'en', '/jobseekers'],
    ['/werkzoekenden', 'nl', '/'],
    ['/werkgevers-acme', 'en', '/employers-acme'],
    ['/employers-acme', 'nl', '/werkgevers-acme'],
    ['/nieuwste-banen/', 'en', '/latest-jobs'],
    ['/contact', 'nl', '/contact?lang=nl'],
    ['/contact?lang=nl', 'en', '/contact'],
    ['/contact?lang=en', 'en', '/contact'],
    ['/nope', 'nl', '/nope?lang=nl'],
    ['/werkgevers/extra', 'en', '/jobseekers'],
    ['/werkgevers/extra', 'nl', '/werkgevers/extra'],
  ] as const)('%s → %s is %s', (from, target, expected) => {
    expect(languageSwitchLink(from, target)).toBe(expected);
  });

  it('keeps the country', () => {
    expect(languageSwitchLink('/werkgevers?country=gb', 'en')).toBe('/employers?country=gb');
    expect(languageSwitchLink('/contact?country=gb', 'nl')).toBe('/contact?lang=nl&country=gb');
  });
});

describe('countrySwitchLink', () => {
  it('sets the country and keeps a query language', () => {
    expect(countrySwitchLink('/werkgevers', 'gb')).toBe('/werkgevers?country=gb');
    expect(countrySwitchLink('/contact?lang=nl&country=gb', 'nl')).toBe('/contact?lang=nl&country=nl');
    expect(countrySwitchLink('/werkgevers-acme/?x=1', 'gb')).toBe('/werkgevers-acme?country=gb');
  });
});

describe('the table', () => {
  it('gives every screen but not-found at least one path', () => {
    for (const screen of SCREEN_NAMES.filter((s) => s !== 'not-found')) {
      expect(ROUTES.some((route) => route.name === screen)).toBe(true);
    }
  });

  it('has no path twice', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('knows each screen’s localised paths', () => {
    expect(localizedPaths('employers')).toEqual({ nl: '/werkgevers', en: '/employers' });
    expect(localizedPaths('jobseekers')).toEqual({ nl: '/', en: '/jobseekers' });
    expect(localizedPaths('contact')).toEqual({});
    expect(routeFor('jobseekers', 'en').path).toBe('/jobseekers');
    expect(routeFor('regional', 'nl').path).toBe('/brabant');
  });
});

describe('platform links', () => {
  it('uses the localised path words', () => {
    expect(platformLink('companies', { language: 'nl', country: 'nl', segments: ['acme'] })).toBe(
      'https://app.opstap.nl/bedrijven/acme',
    );
    expect(platformLink('companies', { language: 'en', country: 'gb' })).toBe(
      'https://app.opstap.co.uk/companies',
    );
    expect(platformLink('placements', { language: 'nl', country: 'nl' })).toBe(
      'https://app.opstap.nl/stages',
    );
    expect(platformLink('graduate-schemes', { language: 'nl', country: 'nl' })).toBe(
      'https://app.opstap.nl/vacatures',
    );
  });

  it('has the spec’s word pairs', () => {
    expect(PATH_WORDS).toMatchObject({
      company: { en: 'company', nl: 'bedrijf' },
      opportunity: { en: 'opportunity', nl: 'vacature' },
      jobs: { en: 'jobs', nl: 'vacatures' },
      internships: { en: 'internships', nl: 'stages' },
      traineeships: { en: 'traineeships', nl: 'traineeships' },
      'inhouse-days': { en: 'inhouse-days', nl: 'inhousedagen' },
      events: { en: 'events', nl: 'evenementen' },
      'business-courses': { en: 'business-courses', nl: 'business-courses' },
      'graduate-internships': { en: 'graduate-internships', nl: 'afstudeerstages' },
    });
  });

  it('builds the all-events link from three tags', () => {
    expect(allEventsLink('nl', 'nl')).toBe(
      'https://app.opstap.nl/vacatures?tags=event,business-course,inhouse-day',
    );
    expect(allEventsLink('en', 'gb')).toBe(
      'https://app.opstap.co.uk/opportunities?tags=event,business-course,inhouse-day',
    );
  });

  it('builds the degree filters', () => {
    expect(degreeFilterLink('nl-bachelor-hbo', 'nl', 'nl')).toBe(
      'https://app.opstap.nl/vacatures?educationLevels=nl-bachelor-hbo',
    );
    expect(degreeFilterLink('nl-bachelor-wo', 'en', 'nl')).toBe(
      'https://app.opstap.nl/opportunities?educationLevels=nl-bachelor-wo',
    );
  });
});
