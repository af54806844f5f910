import { describe, expect, it } from 'vitest';
import { createPageViews } from './page-views.ts';

const ORIGIN = 'https://opstap.example';
const landing = `${ORIGIN}/werkzoekenden?country=gb&utm_source=mail#top`;

/** The navigations of one visit as web-vitals describes them: a landing, then two route changes. */
const hard = { navigationType: 'navigate', navigationId: 1, navigationStartTime: 0, navigationURL: landing };
const toEmployers = {
  navigationType: 'soft-navigation',
  navigationId: 7,
  navigationStartTime: 1834.2,
  navigationURL: `${ORIGIN}/employers?country=gb&email=a@b.c#faq`,
};
const toContact = {
  navigationType: 'soft-navigation',
  navigationId: 12,
  navigationStartTime: 5120.9,
  navigationURL: `${ORIGIN}/contact?lang=nl`,
};

describe('createPageViews', () => {
  it('gives each navigation its own path and screen, scrubbed of query and hash', () => {
    const viewOf = createPageViews(landing, 'doc');
    expect(viewOf(hard)).toMatchObject({ path: '/werkzoekenden', screen: 'jobseekers', language: 'nl' });
    expect(viewOf(toEmployers)).toMatchObject({ path: '/employers', screen: 'employers', language: 'en' });
    expect(viewOf(toContact)).toMatchObject({ path: '/contact', screen: 'contact' });
  });

  it('reads language and site version from each view’s own URL, as the page does', () => {
    const viewOf = createPageViews(landing, 'doc');
    expect(viewOf(hard)).toMatchObject({ language: 'nl', country: 'gb' });
    expect(viewOf(toEmployers)).toMatchObject({ language: 'en', country: 'gb' });
    // The shared path /contact is Dutch by `?lang=nl`; without `country=` the default site, as the page shows.
    expect(viewOf(toContact)).toMatchObject({ language: 'nl', country: 'nl' });
  });

  it('gives every metric of one navigation the same view, and each navigation a new id', () => {
    const viewOf = createPageViews(landing, 'doc');
    const ids = [hard, toEmployers, toContact, toEmployers, hard].map((navigation) => viewOf(navigation).id);
    expect(ids).toEqual(['doc-1', 'doc-2', 'doc-3', 'doc-2', 'doc-1']);
    expect(viewOf(toContact).number).toBe(3);
  });

  it('tells a back/forward-cache restore from the view it restores (same navigation id, later start)', () => {
    const viewOf = createPageViews(landing, 'doc');
    const restored = { ...hard, navigationType: 'back-forward-cache', navigationStartTime: 90_000.5 };
    expect(viewOf(hard).id).not.toBe(viewOf(restored).id);
    expect(viewOf(restored).path).toBe('/werkzoekenden');
  });

  it('falls back to the landing URL where the browser gives no navigation (no soft-navigation support)', () => {
    const viewOf = createPageViews(landing, 'doc');
    const view = viewOf({ navigationType: 'navigate' });
    expect(view).toMatchObject({ id: 'doc-1', path: '/werkzoekenden', screen: 'jobseekers' });
    expect(viewOf({})).toBe(view);
  });

  it('makes ids unique across documents and valid for the contract', () => {
    const first = createPageViews(landing)(hard).id;
    const second = createPageViews(landing)(hard).id;
    expect(first).not.toBe(second);
    expect(first).toMatch(/^[A-Za-z0-9-]{1,64}$/);
  });
});
