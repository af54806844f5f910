import company from '@opstap/site-content/company.json';
import type { Country } from '@opstap/routes';
import type { CompanyFacts } from './content-types.ts';

/**
 * Facts about the company as Opstap filled them in (content/company.json). A fact still null is shown as
 * "to be filled in" by development and test builds; a release build refuses to build with one
 * (docs/decisions/0325-content-the-company-fills.md).
 */
export const COMPANY: CompanyFacts = company;

/** The registered address on one line, or null while any part of it is not filled in. */
export function addressLine(facts: CompanyFacts = COMPANY): string | null {
  const { street, postalCode, city } = facts.address;
  if (street === null || postalCode === null || city === null) return null;
  return `${street}, ${postalCode} ${city}`;
}

/** The app's store listings in a market (null: not filled in). */
export function storeListings(country: Country) {
  return COMPANY.appStores[country];
}
