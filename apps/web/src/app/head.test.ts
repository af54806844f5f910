// @vitest-environment jsdom
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { applyHead, JSON_LD_MARK, pageHead } from './head.ts';

// Message ids are shown as they are: the head's texts do not matter here, its tags do.
const i18n = setupI18n({ locale: 'en', messages: { en: {} }, missing: (_, id) => id });

function documentWithJsonLd(canonical: string): Document {
  const doc = document.implementation.createHTMLDocument('x');
  const script = doc.createElement('script');
  script.type = 'application/ld+json';
  script.setAttribute(JSON_LD_MARK, canonical);
  doc.head.append(script);
  return doc;
}

describe('applyHead', () => {
  it('keeps the prerendered structured data while the page is the one it describes', () => {
    const doc = documentWithJsonLd('https://www.opstap.nl/contact?lang=nl');
    applyHead(pageHead('/contact?lang=nl', i18n), doc);
    expect(doc.querySelectorAll(`[${JSON_LD_MARK}]`)).toHaveLength(1);
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://www.opstap.nl/contact?lang=nl',
    );
  });

  it('drops it after a navigation to another page', () => {
    const doc = documentWithJsonLd('https://www.opstap.nl/contact?lang=nl');
    applyHead(pageHead('/werkgevers', i18n), doc);
    expect(doc.querySelectorAll(`[${JSON_LD_MARK}]`)).toHaveLength(0);
  });

  it('marks a country variant noindex, with no alternates, and keeps its canonical', () => {
    const doc = document.implementation.createHTMLDocument('x');
    applyHead(pageHead('/werkgevers?country=gb', i18n), doc);
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(doc.querySelectorAll('link[rel="alternate"]')).toHaveLength(0);
    expect(doc.documentElement.lang).toBe('nl');
  });
});
