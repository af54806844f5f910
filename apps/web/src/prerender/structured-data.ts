import type { I18n } from '@lingui/core';
import { breadcrumbTrail, canonicalHref, resolve, screenHref } from '@opstap/routes';
import { JSON_LD_MARK } from '../app/head.ts';
import { SCREEN_META } from '../app/screen-meta.ts';
import { SITE_NAME } from '../app/site.ts';
import { SITE_ORIGIN } from '../config/build-config.ts';
import { jsonLdText } from '../lib/json-ld.ts';

const absolute = (path: string) => new URL(path, SITE_ORIGIN).href;

/**
 * Structured data for search engines (docs/requirements/site.md#search-engines), in the prerendered HTML
 * only, which is what they read: Organization and WebSite on the homes, BreadcrumbList where a page sits
 * under the home (new employers under employers). The FAQ's FAQPage is its page's own (it holds the
 * FAQ's texts). No JobPosting: the home's sample jobs are illustrations, not vacancies. Kept out of the
 * browser's bundle for the first-visit budget.
 */
export function structuredData(href: string, i18n: I18n): Record<string, unknown> | null {
  const page = resolve(href);
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

/** The structured data as a head element, marked with the canonical URL it describes (see `applyHead`). */
export function structuredDataHtml(href: string, i18n: I18n): string {
  const data = structuredData(href, i18n);
  if (!data) return '';
  const canonical = absolute(canonicalHref(resolve(href)));
  return `\n    <script type="application/ld+json" ${JSON_LD_MARK}="${canonical}">${jsonLdText(data)}</script>`;
}
