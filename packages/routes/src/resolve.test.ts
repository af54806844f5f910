import { describe, expect, it } from 'vitest';
import { canonicalPath, resolve } from './resolve.ts';

// The route table of docs/requirements/site.md#routes, written out independently of ROUTES so a typo in
// either shows.
const TABLE: [path: string, screen: string, lang: 'en' | 'nl' | undefined, canonical: string][] = [
  ['/', 'jobseekers', 'nl', '/'],
  ['/werkzoekenden', 'jobseekers', 'nl', '/'],
  ['/jobseekers', 'jobseekers', 'en', '/jobseekers'],
  ['/werkgevers', 'employers', 'nl', '/werkgevers'],
  ['/employers', 'employers', 'en', '/employers'],
  ['/new-werkgevers', 'new-employers', 'nl', '/new-werkgevers'],
  ['/new-employers', 'new-employers', 'en', '/new-employers'],
  ['/pers', 'press', 'nl', '/pers'],
  ['/press', 'press', 'en', '/press'],
  ['/goldenticket', 'golden-ticket', undefined, '/goldenticket'],
  ['/brabant', 'regional', undefined, '/brabant'],
  ['/beta-career-event', 'regional', undefined, '/beta-career-event'],
  ['/locaties', 'locations', 'nl', '/locaties'],
  ['/locations', 'locations', 'en', '/locations'],
  ['/nieuwste-banen', 'latest-jobs', 'nl', '/nieuwste-banen'],
  ['/latest-jobs', 'latest-jobs', 'en', '/latest-jobs'],
  ['/meest-populair', 'most-popular', 'nl', '/meest-populair'],
  ['/most-popular', 'most-popular', 'en', '/most-popular'],
  ['/nps/recruiters', 'nps-recruiters', undefined, '/nps/recruiters'],
  ['/nps/job-seekers', 'nps-job-seekers', undefined, '/nps/job-seekers'],
  ['/update-email-settings', 'email-settings', undefined, '/update-email-settings'],
  ['/email-settings-updated', 'email-settings-updated', undefined, '/email-settings-updated'],
  ['/branded/update-email-settings', 'branded-email-settings', undefined, '/branded/update-email-settings'],
  [
    '/branded/email-settings-updated',
    'branded-email-settings-updated',
    undefined,
    '/branded/email-settings-updated',
  ],
  ['/_debug/tracking', 'tracking-debug', undefined, '/_debug/tracking'],
  ['/contact', 'contact', undefined, '/contact'],
  ['/unsubscribe', 'unsubscribe', undefined, '/unsubscribe'],
  ['/unsubscribed', 'unsubscribed', undefined, '/unsubscribed'],
];

describe('resolve: every row of the route table', () => {
  for (const [path, screen, lang, canonical] of TABLE) {
    it(`${path} is ${screen}`, () => {
      const page = resolve(path);
      expect(page.screen).toBe(screen);
      expect(page.canonical).toBe(canonical);
      expect(canonicalPath(path)).toBe(canonical);
      expect(page.language).toBe(lang ?? 'en');
      expect(page.languageFrom).toBe(lang ? 'path' : 'default');
    });

    it(`${path}/ (trailing slash) is ${screen}`, () => {
      if (path === '/') return expect(resolve('//').screen).toBe('jobseekers');
      expect(resolve(`${path}/`).screen).toBe(screen);
      expect(resolve(`${path}/`).path).toBe(path);
      expect(canonicalPath(`${path}/`)).toBe(canonical);
    });

    for (const query of ['lang=nl', 'lang=en']) {
      it(`${path}?${query} takes the language from the ${lang ? 'path' : 'query'}`, () => {
        const page = resolve(`${path}?${query}`);
        expect(page.screen).toBe(screen);
        expect(page.language).toBe(lang ?? query.slice(5));
      });
    }
  }
});

describe('resolve: the -{name} employer variants', () => {
  it.each([
    ['/werkgevers-acme', 'nl', '/werkgevers', 'acme'],
    ['/employers-acme', 'en', '/employers', 'acme'],
    ['/werkgevers-big-bank_2/', 'nl', '/werkgevers', 'big-bank_2'],
    ['/employers-Shell?country=gb', 'en', '/employers', 'Shell'],
  ])('%s is the employers screen in %s, canonical %s', (url, language, canonical, variant) => {
    const page = resolve(url);
    expect(page.screen).toBe('employers');
    expect(page.language).toBe(language);
    expect(page.canonical).toBe(canonical);
    expect(page.variant).toBe(variant);
  });

  it.each(['/werkgevers-', '/employers-/x', '/werkgevers-acme/jobs', '/employers--', '/werkgevers-%20x'])(
    '%s is not found',
    (url) => expect(resolve(url).screen).toBe('not-found'),
  );
});

describe('resolve: unknown paths', () => {
  it.each([
    '/nope',
    '/Werkgevers',
    '/EMPLOYERS',
    '/employers/extra',
    '/nps',
    '/branded',
    '/index.html',
    '/werkgevers/extra',
  ])('%s is not-found and its own canonical', (url) => {
    const page = resolve(url);
    expect(page.screen).toBe('not-found');
    expect(page.route).toBeNull();
    expect(page.canonical).toBe(url);
  });
});

describe('resolve: the language of an unknown path', () => {
  it.each([
    ['/werkgevers/extra', 'nl', 'path'],
    ['/pers/2020', 'nl', 'path'],
    ['/werkgevers-acme/jobs', 'nl', 'path'],
    ['/werkzoekenden/x', 'nl', 'path'],
    ['/employers/extra', 'en', 'path'],
    ['/nope', 'en', 'default'],
    ['/nope?lang=nl', 'nl', 'query'],
    ['/werkgeversx', 'en', 'default'],
    ['/pers/x?lang=en', 'nl', 'path'],
  ] as const)('%s is not found in %s', (url, language, from) => {
    expect(resolve(url)).toMatchObject({ screen: 'not-found', language, languageFrom: from });
  });
});

describe('resolve: language and country from the query', () => {
  it('falls back to en and nl when absent', () => {
    expect(resolve('/contact')).toMatchObject({ language: 'en', country: 'nl', countryFrom: 'default' });
  });

  it('accepts valid values', () => {
    expect(resolve('/contact?lang=nl&country=gb')).toMatchObject({
      language: 'nl',
      languageFrom: 'query',
      country: 'gb',
      countryFrom: 'query',
    });
  });

  it('lets the path language win over ?lang=', () => {
    expect(resolve('/werkgevers?lang=en')).toMatchObject({ language: 'nl', languageFrom: 'path' });
    expect(resolve('/employers?lang=nl')).toMatchObject({ language: 'en', languageFrom: 'path' });
  });

  const invalid: [string, string][] = [
    ['wrong case', 'NL'],
    ['wrong case, mixed', 'En'],
    ['empty', ''],
    ['unknown', 'de'],
    ['padded', '%20nl'],
    ['region form', 'nl-NL'],
  ];
  for (const [kind, value] of invalid) {
    it(`treats lang=${value} (${kind}) as absent`, () => {
      expect(resolve(`/contact?lang=${value}`)).toMatchObject({ language: 'en', languageFrom: 'default' });
    });
  }

  const invalidCountries: [string, string][] = [
    ['wrong case', 'GB'],
    ['empty', ''],
    ['unknown', 'uk'],
    ['unknown', 'au'],
    ['padded', 'nl%20'],
  ];
  for (const [kind, value] of invalidCountries) {
    it(`treats country=${value} (${kind}) as absent`, () => {
      expect(resolve(`/contact?country=${value}`)).toMatchObject({ country: 'nl', countryFrom: 'default' });
    });
  }

  it('treats a repeated parameter as absent, even when both values agree', () => {
    expect(resolve('/contact?lang=nl&lang=en').languageFrom).toBe('default');
    expect(resolve('/contact?lang=nl&lang=nl').languageFrom).toBe('default');
    expect(resolve('/contact?country=gb&country=nl').countryFrom).toBe('default');
  });

  it('never throws: odd inputs are paths, and unknown', () => {
    expect(resolve('//evil.example/werkgevers').screen).toBe('not-found');
    expect(resolve('werkgevers').screen).toBe('employers');
    expect(resolve('%%%').screen).toBe('not-found');
    expect(resolve('').screen).toBe('jobseekers');
  });

  it('reads absolute URLs and URL objects, ignoring the hash', () => {
    expect(resolve('https://www.opstap.nl/pers/?country=gb#team')).toMatchObject({
      screen: 'press',
      path: '/pers',
      country: 'gb',
    });
    expect(resolve(new URL('https://www.opstap.nl/press')).screen).toBe('press');
  });
});
