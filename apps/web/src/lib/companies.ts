import companies from './companies.json';

/** A fictional employer the site's content names; its logo is public/logos/<slug>.svg (docs/brand.md). */
export interface Company {
  readonly slug: string;
  readonly name: string;
}

/** Every company with a logo file, drawn by scripts/brand/companies.mjs from the same list. */
export const COMPANIES: readonly Company[] = companies;

export function company(slug: string): Company {
  const found = COMPANIES.find((c) => c.slug === slug);
  if (!found) throw new Error(`No company "${slug}" in src/lib/companies.json`);
  return found;
}

/** The logo files' artboard: 200 × 48. */
export const COMPANY_LOGO_SIZE = { width: 200, height: 48 } as const;
