import type { Country } from '@opstap/routes';

/**
 * The example data the product mock-ups show in each market (docs/brand.md "Imagery"): made-up people and
 * employers inside a drawing of the product, never presented as customers. A UK visitor sees UK cities.
 */
export const EMPLOYER_MOCKUP: Readonly<
  Record<Country, { logo: string; company: string; city: string; candidates: readonly string[] }>
> = {
  nl: {
    logo: 'tulp-software',
    company: 'Tulp Software',
    city: 'Utrecht',
    candidates: ['Daan Bakker', 'Priya Sharma', 'Tom Visser'],
  },
  gb: {
    logo: 'kestrel-software',
    company: 'Kestrel Software',
    city: 'Manchester',
    candidates: ['Oliver Hughes', 'Priya Sharma', 'Tom Walker'],
  },
};
