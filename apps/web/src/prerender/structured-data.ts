import type { I18n } from '@lingui/core';
import { breadcrumbTrail, canonicalHref, resolve, screenHref } from '@opstap/routes';
import { JSON_LD_MARK } from '../app/head.ts';
import { SCREEN_META } from '../app/screen-meta.ts';
import { SITE_NAME } from '../app/site.ts';
import { SITE_ORIGIN } from '../config/build-config.ts';
import { jsonLdText } from '../lib/json-ld.ts';
import { COMPANY } from '../content/company.ts';
import type { CompanyFacts } from '../content/content-types.ts';

const absolute = (path: string) => new URL(path, SITE_ORIGIN).href;

/**
 * The Organization node: the brand, and the company facts Opstap filled in (content/company.json): legal
 * name, registered address, Chamber of Commerce and VAT numbers, contact. A fact not filled in is left out
 * (only development and test builds have any: a release build refuses them, decision 0325).
 */
export function organizationNode(home: string, facts: CompanyFacts = COMPANY): Record<string, unknown> {
  const { street, postalCode, city, country } = facts.address;
  const node: Record<string, unknown> = {
    '@type': 'Organization',
    '@id': `${SITE_ORIGIN}/#organization`,
    name: SITE_NAME,
    url: home,
    logo: absolute('/favicon.svg'),
  };
  if (facts.legalName) node.legalName = facts.legalName;
  if (street && postalCode && city)
    node.address = {
      '@type': 'PostalAddress',
      streetAddress: street,
      postalCode,
      addressLocality: city,
      addressCountry: country,
    };
  // schema.org has no KvK property of its own: it is the Dutch register's identifier (`leiCode` is another).
  if (facts.chamberOfCommerceNumber)
    node.identifier = {
      '@type': 'PropertyValue',
      propertyID: 'KvK',
      value: facts.chamberOfCommerceNumber,
    };
  if (facts.vatNumber) node.vatID = facts.vatNumber;
  if (facts.email) node.email = facts.email;
  if (facts.phone) node.telephone = facts.phone;
  return node;
}

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
        organizationNode(home),
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
