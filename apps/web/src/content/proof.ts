import gb from '@opstap/site-content/proof/gb.json';
import nl from '@opstap/site-content/proof/nl.json';
import type { Country } from '@opstap/routes';
import type { MarketProof, ProofFigure } from './content-types.ts';

/**
 * Each market's social proof, as Opstap filled it in (content/proof/<country>.json): figures with their
 * source, testimonials with consent, logos with permission (docs/decisions/0325-content-the-company-fills.md).
 */
const PROOF: Readonly<Record<Country, MarketProof>> = { nl, gb };

/**
 * The market's customer logos and testimonials. Build-time constants first: when no market has any, the
 * pages' logo walls and testimonials, and the code that draws them, drop out of the bundle.
 */
export function customerLogos(country: Country): MarketProof['logos'] {
  return __OPSTAP_CUSTOMER_LOGOS__ ? PROOF[country].logos : [];
}

export function testimonials(country: Country): MarketProof['testimonials'] {
  return __OPSTAP_TESTIMONIALS__ ? PROOF[country].testimonials : [];
}

/** The figures with these ids, in the order asked; an id the market's file lacks is left out. */
export function proofFigures(country: Country, ids: readonly string[]): ProofFigure[] {
  const figures = PROOF[country].figures;
  return ids.flatMap((id) => figures.filter((figure) => figure.id === id));
}
