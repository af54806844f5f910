import gb from '@opstap/site-content/pages/gb.json';
import nl from '@opstap/site-content/pages/nl.json';
import type { Country } from '@opstap/routes';
import type { MarketPages } from './content-types.ts';

/**
 * What each market's pages say that only the company can, as Opstap filled it in (content/pages/<country>.json):
 * the press page's news, the career event's next edition, the golden ticket round, the named integrations.
 * Empty by default: no page invents a date, a venue, a headline or a partner
 * (docs/decisions/0328-dated-content-the-company-fills.md).
 */
const PAGES: Readonly<Record<Country, MarketPages>> = { nl, gb };

/** One market's page content. */
export function marketPages(country: Country): MarketPages {
  return PAGES[country];
}
