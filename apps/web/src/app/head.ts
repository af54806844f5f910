import type { I18n } from '@lingui/core';
import {
  alternates,
  canonicalHref,
  isIndexable,
  isSiteVersion,
  resolve,
  SITE_VERSIONS,
  type Language,
} from '@opstap/routes';
import { SITE_ORIGIN } from '../config/build-config.ts';
import { SCREEN_META } from './screen-meta.ts';
import { SHARE_IMAGE_SIZE, shareImagePath } from './share-image.ts';
import { SITE_NAME } from './site.ts';

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
}

/** Open Graph's locale of a site version: `nl-NL` → `nl_NL` (decision 0326). */
const ogLocale = (hreflang: string) => hreflang.replace('-', '_');

const absolute = (path: string) => new URL(path, SITE_ORIGIN).href;

/** The head of the page at `href` (a path with its query, or an absolute URL). */
export function pageHead(href: string, i18n: I18n): Head {
  const page = resolve(href);
  const meta = SCREEN_META[page.screen];
  const title = `${i18n._(meta.title)} | ${SITE_NAME}`;
  const description = i18n._(meta.description);
  const canonical = absolute(canonicalHref(page));
  const found = page.screen !== 'not-found';
  const indexable = isIndexable(href);
  // The page's version (Dutch for the UK market is none: its locale is the Dutch version's).
  const country = isSiteVersion(page.language, page.country) ? page.country : 'nl';
  const own = SITE_VERSIONS.find((v) => v.language === page.language && v.country === country);
  const locale = ogLocale(own?.hreflang ?? 'en-NL');
  const others = SITE_VERSIONS.filter((v) => v !== own).map((v) => ogLocale(v.hreflang));
  const tags: HeadTag[] = [
    { tag: 'meta', attrs: { name: 'description', content: description } },
    // Transactional, debug and duplicate URLs (`?country=`, `/werkgevers-acme`) are never listed.
    ...(indexable ? [] : [{ tag: 'meta', attrs: { name: 'robots', content: 'noindex' } } as const]),
    ...(found ? [{ tag: 'link', attrs: { rel: 'canonical', href: canonical } } as const] : []),
    // A duplicate or transactional URL offers no language versions; its canonical page does.
    ...(indexable ? alternates(page) : []).map(
      ({ hreflang, href: path }) =>
        ({ tag: 'link', attrs: { rel: 'alternate', hreflang, href: absolute(path) } }) as const,
    ),
    { tag: 'meta', attrs: { property: 'og:type', content: 'website' } },
    { tag: 'meta', attrs: { property: 'og:site_name', content: SITE_NAME } },
    { tag: 'meta', attrs: { property: 'og:title', content: title } },
    { tag: 'meta', attrs: { property: 'og:description', content: description } },
    ...(found ? [{ tag: 'meta', attrs: { property: 'og:url', content: canonical } } as const] : []),
    { tag: 'meta', attrs: { property: 'og:locale', content: locale } },
    ...others.map(
      (content) => ({ tag: 'meta', attrs: { property: 'og:locale:alternate', content } }) as const,
    ),
    // The page's own share image (docs/brand.md "Imagery"), absolute as Open Graph wants.
    {
      tag: 'meta',
      attrs: { property: 'og:image', content: absolute(shareImagePath(page.screen, page.language)) },
    },
    { tag: 'meta', attrs: { property: 'og:image:width', content: String(SHARE_IMAGE_SIZE.width) } },
    { tag: 'meta', attrs: { property: 'og:image:height', content: String(SHARE_IMAGE_SIZE.height) } },
    { tag: 'meta', attrs: { property: 'og:image:alt', content: title } },
  ];
  return { lang: page.language, title, tags };
}

/** Marks the tags this app owns, so client navigation replaces exactly those. */
export const HEAD_MARK = 'data-page-head';
/** Marks the prerendered JSON-LD, with the canonical URL it describes. */
export const JSON_LD_MARK = 'data-json-ld-for';

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
  return [`<title>${escapeHtml(head.title)}</title>`, ...tags].join('\n    ');
}

/** Applies the head to the live document after a client-side navigation. */
export function applyHead(head: Head, doc: Document = document): void {
  doc.documentElement.lang = head.lang;
  doc.title = head.title;
  for (const old of doc.head.querySelectorAll(`[${HEAD_MARK}]`)) old.remove();
  // The prerendered structured data (src/prerender/structured-data.ts) describes the URL it was made for:
  // kept while that is the page, gone after a navigation (the bundle carries no structured data).
  const canonical = head.tags.find(({ attrs }) => attrs.rel === 'canonical')?.attrs.href;
  for (const old of doc.head.querySelectorAll(`[${JSON_LD_MARK}]`)) {
    if (old.getAttribute(JSON_LD_MARK) !== canonical) old.remove();
  }
  for (const { tag, attrs } of head.tags) {
    const element = doc.createElement(tag);
    for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value);
    element.setAttribute(HEAD_MARK, '');
    doc.head.append(element);
  }
}
