import type { I18n } from '@lingui/core';
import { LANGUAGES, localizedPaths, type Language, type Resolved } from '@opstap/routes';
import { SCREEN_META } from './screen-meta.ts';
import { SHARE_IMAGE_SIZE, shareImagePath } from './share-image.ts';
import { SITE_NAME, SITE_ORIGIN } from './site.ts';

/**
 * The document head of a page (docs/requirements/site.md#search-engines): one function for the prerender
 * (as HTML) and for client navigation (as DOM), so the two never disagree.
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

const HREFLANG: Record<Language, string> = { nl: 'nl-NL', en: 'en-GB' };
const OG_LOCALE: Record<Language, string> = { nl: 'nl_NL', en: 'en_GB' };

const absolute = (path: string) => new URL(path, SITE_ORIGIN).href;

/**
 * `hreflang` alternates: each language's own path of the screen plus `x-default`, the shared path when
 * the screen has one (`/`), else the default language's. A screen with one path for both languages has
 * only its `x-default` (its language comes from `?lang=`, which search engines advise against).
 */
function alternates(page: Resolved): HeadTag[] {
  if (page.screen === 'not-found') return [];
  const own = localizedPaths(page.screen);
  const tags: HeadTag[] = [];
  for (const language of LANGUAGES) {
    const path = own[language];
    if (path)
      tags.push({
        tag: 'link',
        attrs: { rel: 'alternate', hreflang: HREFLANG[language], href: absolute(path) },
      });
  }
  const shared = page.route && !page.route.lang ? page.canonical : undefined;
  const fallback = shared ?? own[LANGUAGES[0]] ?? page.canonical;
  tags.push({ tag: 'link', attrs: { rel: 'alternate', hreflang: 'x-default', href: absolute(fallback) } });
  return tags;
}

export function pageHead(page: Resolved, i18n: I18n): Head {
  const meta = SCREEN_META[page.screen];
  const title = `${i18n._(meta.title)} | ${SITE_NAME}`;
  const description = i18n._(meta.description);
  const canonical = absolute(page.canonical);
  const found = page.screen !== 'not-found';
  const other = page.language === 'nl' ? 'en' : 'nl';
  const tags: HeadTag[] = [
    { tag: 'meta', attrs: { name: 'description', content: description } },
    ...(found
      ? [{ tag: 'link', attrs: { rel: 'canonical', href: canonical } } as const, ...alternates(page)]
      : [{ tag: 'meta', attrs: { name: 'robots', content: 'noindex' } } as const]),
    { tag: 'meta', attrs: { property: 'og:type', content: 'website' } },
    { tag: 'meta', attrs: { property: 'og:site_name', content: SITE_NAME } },
    { tag: 'meta', attrs: { property: 'og:title', content: title } },
    { tag: 'meta', attrs: { property: 'og:description', content: description } },
    ...(found ? [{ tag: 'meta', attrs: { property: 'og:url', content: canonical } } as const] : []),
    { tag: 'meta', attrs: { property: 'og:locale', content: OG_LOCALE[page.language] } },
    { tag: 'meta', attrs: { property: 'og:locale:alternate', content: OG_LOCALE[other] } },
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
  for (const { tag, attrs } of head.tags) {
    const element = doc.createElement(tag);
    for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value);
    element.setAttribute(HEAD_MARK, '');
    doc.head.append(element);
  }
}
