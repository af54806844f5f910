import { describe, expect, it } from 'vitest';
import { resolve } from './resolve.ts';
import { isIndexable } from './seo.ts';
import { canonicalHref } from './versions.ts';
import { decide, notFoundFile, pageFile, pageVersions, serveRules, versionUrl } from './serve-rules.ts';
import { PAGE_ROUTES } from './table.ts';

const rules = serveRules();
const serve = (url: string) => {
  const parsed = new URL(url, 'http://x.invalid');
  return decide(rules, parsed.pathname, parsed.searchParams);
};

describe('serveRules: the file for each URL', () => {
  it.each([
    ['/', 'index.html'],
    ['/jobseekers', 'jobseekers/index.html'],
    ['/werkgevers', 'werkgevers/index.html'],
    ['/werkgevers?lang=en', 'werkgevers/index.html'],
    ['/contact', 'contact/index.html'],
    ['/contact?lang=en', 'contact/index.html'],
    ['/contact?lang=nl', 'contact/index.nl.html'],
    ['/contact?country=gb&lang=nl', 'contact/index.nl.html'],
    ['/contact?lang=de', 'contact/index.html'],
    ['/nps/recruiters?lang=nl&score=9', 'nps/recruiters/index.nl.html'],
    ['/werkgevers-acme', 'werkgevers/index.html'],
    ['/employers-acme', 'employers/index.html'],
    // The UK version of an English page has its own file (decision 0326); Dutch for the UK has none.
    ['/jobseekers?country=gb', 'jobseekers/index.gb.html'],
    ['/employers?country=gb&utm_source=mail', 'employers/index.gb.html'],
    ['/contact?country=gb', 'contact/index.gb.html'],
    ['/contact?country=nl', 'contact/index.html'],
    ['/contact?country=uk', 'contact/index.html'],
    ['/werkgevers?country=gb', 'werkgevers/index.html'],
    ['/?country=gb', 'index.html'],
  ])('%s is served %s', (url, file) => {
    expect(serve(url)).toMatchObject({ kind: 'page', file });
  });

  it('serves each page the file prerendered for its own language (what resolve() says)', () => {
    for (const route of PAGE_ROUTES) {
      for (const url of [route.path, `${route.path}?lang=nl`, `${route.path}?lang=en`]) {
        const page = resolve(url);
        const decision = serve(url);
        expect(decision).toMatchObject({
          kind: 'page',
          file: pageFile(route.path, page.language, route.lang === undefined),
        });
      }
    }
  });

  it('redirects the alias /werkzoekenden to /, keeping the query', () => {
    expect(serve('/werkzoekenden')).toEqual({ kind: 'redirect', location: '/' });
    expect(serve('/werkzoekenden?country=gb')).toEqual({ kind: 'redirect', location: '/?country=gb' });
  });

  it('answers unknown paths with the 404 page of the path language', () => {
    expect(serve('/werkgevers/extra')).toEqual({ kind: 'not-found', file: notFoundFile('nl') });
    expect(serve('/werkgevers-acme/jobs')).toEqual({ kind: 'not-found', file: '404.nl.html' });
    expect(serve('/employers/extra?lang=nl')).toEqual({ kind: 'not-found', file: '404.html' });
    expect(serve('/nope')).toEqual({ kind: 'not-found', file: '404.html' });
    expect(serve('/nope?lang=nl')).toEqual({ kind: 'not-found', file: '404.nl.html' });
    expect(serve('/werkgevers-')).toMatchObject({ kind: 'not-found' });
  });

  it('marks noindex exactly the URLs that are not indexable', () => {
    for (const route of PAGE_ROUTES) {
      for (const query of [
        '',
        '?lang=nl',
        '?lang=en',
        '?country=gb',
        '?country=nl',
        '?country=xx',
        '?lang=nl&country=nl',
        '?lang=nl&country=gb',
        '?lang=en&country=gb',
        '?lang=xx',
      ]) {
        const url = route.path + query;
        const decision = serve(url);
        expect(decision.kind === 'page' && decision.noindex, url).toBe(!isIndexable(url));
      }
    }
    expect(serve('/werkgevers-acme')).toMatchObject({ noindex: true });
  });

  it('the canonical URL of every version of every page is served its own file, without noindex', () => {
    for (const route of PAGE_ROUTES) {
      for (const { language, country } of pageVersions(route.lang)) {
        const url = versionUrl(route.path, route.lang === undefined, language, country);
        const page = resolve(url);
        expect(canonicalHref(page)).toBe(url);
        expect(serve(url)).toMatchObject({
          kind: 'page',
          file: pageFile(route.path, language, route.lang === undefined, country),
          noindex: !isIndexable(url),
        });
      }
    }
  });
});
