import type { I18n } from '@lingui/core';
import {
  alternates,
  breadcrumbTrail,
  canonicalHref,
  isIndexable,
  resolve,
  screenHref,
  type Language,
  type Resolved,
} from '@opstap/routes';
import { jsonLdText } from '../lib/json-ld.ts';
import { SCREEN_META } from './screen-meta.ts';
import { SITE_NAME, SITE_ORIGIN } from './site.ts';

/**
 * The document head of a page (docs/requirements/site.md#search-engines, decision 0320): one function for
 * the prerender (as HTML) and for client navigation (as DOM), so the two never disagree.
 */

export interface HeadTag {
  readonly tag: 'meta' | 'link';
  readonly attrs: Readonly<Record<string, string>>;
}

export interface Head {
  readonly lang: Language;
  readonly title: string;
  readonly tags: readonly HeadTag[];
  /** Structured data (schema.org JSON-LD) for search engines; null when the page has none. */
  readonly jsonLd: Readonly<Record<string, unknown>> | null;
}

const OG_LOCALE: Record<Language, string> = { nl: 'nl_NL', en: 'en_GB' };
/** 1200×630, absolute (Open Graph wants a full URL). */
export const OG_IMAGE_PATH = '/og-image.png';

const absolute = (path: string) => new URL(path, SITE_ORIGIN).href;

/**
 * Organization and WebSite on the homes, BreadcrumbList where a page sits under the home (new employers
 * under employers). The FAQ's FAQPage is its page's own (it holds the FAQ's texts). No JobPosting: the
 * home's sample jobs are illustrations, not vacancies.
 */
function structuredData(page: Resolved, i18n: I18n): Head['jsonLd'] {
  const home = absolute(screenHref('jobseekers', page.language));
  if (page.screen === 'jobseekers') {
    return {
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'Organization',
          '@id': `${SITE_ORIGIN}/#organization`,
          name: SITE_NAME,
          url: home,
          logo: absolute('/favicon.svg'),
        },
        {
          '@type': 'WebSite',
          '@id': `${home}#website`,
          name: SITE_NAME,
          url: home,
          inLanguage: page.language,
          publisher: { '@id': `${SITE_ORIGIN}/#organization` },
        },
      ],
    };
  }
  const trail = breadcrumbTrail(page);
  if (trail.length === 0) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((screen, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: screen === 'jobseekers' ? SITE_NAME : i18n._(SCREEN_META[screen].title),
      // The last crumb is this very page (`/beta-career-event`, not the screen's first path).
      item: absolute(index === trail.length - 1 ? canonicalHref(page) : screenHref(screen, page.language)),
    })),
  };
}

/** The head of the page at `href` (a path with its query, or an absolute URL). */
export function pageHead(href: string, i18n: I18n): Head {
  const page = resolve(href);
  const meta = SCREEN_META[page.screen];
  const title = `${i18n._(meta.title)} | ${SITE_NAME}`;
  const description = i18n._(meta.description);
  const canonical = absolute(canonicalHref(page));
  const found = page.screen !== 'not-found';
  const other = page.language === 'nl' ? 'en' : 'nl';
  const tags: HeadTag[] = [
    { tag: 'meta', attrs: { name: 'description', content: description } },
    // Transactional, debug and duplicate URLs (`?country=`, `/werkgevers-acme`) are never listed.
    ...(isIndexable(href) ? [] : [{ tag: 'meta', attrs: { name: 'robots', content: 'noindex' } } as const]),
    ...(found ? [{ tag: 'link', attrs: { rel: 'canonical', href: canonical } } as const] : []),
    ...alternates(page).map(
      ({ hreflang, href: path }) =>
        ({ tag: 'link', attrs: { rel: 'alternate', hreflang, href: absolute(path) } }) as const,
    ),
    { tag: 'meta', attrs: { property: 'og:type', content: 'website' } },
    { tag: 'meta', attrs: { property: 'og:site_name', content: SITE_NAME } },
    { tag: 'meta', attrs: { property: 'og:title', content: title } },
    { tag: 'meta', attrs: { property: 'og:description', content: description } },
    ...(found ? [{ tag: 'meta', attrs: { property: 'og:url', content: canonical } } as const] : []),
    { tag: 'meta', attrs: { property: 'og:locale', content: OG_LOCALE[page.language] } },
    { tag: 'meta', attrs: { property: 'og:locale:alternate', content: OG_LOCALE[other] } },
    { tag: 'meta', attrs: { property: 'og:image', content: absolute(OG_IMAGE_PATH) } },
    { tag: 'meta', attrs: { property: 'og:image:width', content: '1200' } },
    { tag: 'meta', attrs: { property: 'og:image:height', content: '630' } },
  ];
  return { lang: page.language, title, tags, jsonLd: structuredData(page, i18n) };
}

/** Marks the tags this app owns, so client navigation replaces exactly those. */
export const HEAD_MARK = 'data-page-head';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The head as HTML, for the prerendered files. */
export function headHtml(head: Head): string {
  const tags = head.tags.map(({ tag, attrs }) => {
    const text = Object.entries(attrs)
      .map(([name, value]) => `${name}="${escapeHtml(value)}"`)
      .join(' ');
    return `<${tag} ${text} ${HEAD_MARK} />`;
  });
  const jsonLd = head.jsonLd
    ? [`<script type="application/ld+json" ${HEAD_MARK}>${jsonLdText(head.jsonLd)}</script>`]
    : [];
  return [`<title>${escapeHtml(head.title)}</title>`, ...tags, ...jsonLd].join('\n    ');
}

/** Applies the head to the live document after a client-side navigation. */
export function applyHead(head: Head, doc: Document = document): void {
  doc.documentElement.lang = head.lang;
  doc.title = head.title;
  for (const old of doc.head.querySelectorAll(`[${HEAD_MARK}]`)) old.remove();
  for (const { tag, attrs } of head.tags) {
    const element = doc.createElement(tag);
    for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value);
    element.setAttribute(HEAD_MARK, '');
    doc.head.append(element);
  }
  if (head.jsonLd) {
    const script = doc.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = jsonLdText(head.jsonLd);
    script.setAttribute(HEAD_MARK, '');
    doc.head.append(script);
  }
}
