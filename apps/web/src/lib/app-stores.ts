import type { Country } from '@opstap/routes';
import { storeListings } from '../content/company.ts';

/**
 * The app's store listings per market, from the content Opstap fills in (content/company.json,
 * docs/decisions/0325-content-the-company-fills.md): the UK badge opens the UK listing. A release build
 * refuses a listing not filled in; until then, development and test builds link each store's search in
 * that market's storefront, and the badge says the listing is still to be filled in.
 */

export type Store = 'app-store' | 'google-play';

const STORE_SEARCH: Readonly<Record<Store, (country: Country) => string>> = {
  'app-store': (country) => `https://apps.apple.com/${country}/search?term=Opstap`,
  'google-play': (country) =>
    `https://play.google.com/store/search?q=Opstap&c=apps&gl=${country.toUpperCase()}`,
};

export interface StoreBadge {
  readonly store: Store;
  readonly href: string;
  /** False while the listing is not filled in (never in a release build). */
  readonly listed: boolean;
  /** The badge's width at 40 px high (public/badges/, scripts/brand/badges.mjs). */
  readonly width: number;
}

export function storeBadges(country: Country): StoreBadge[] {
  const listings = storeListings(country);
  const badge = (store: Store, listing: string | null): StoreBadge => ({
    store,
    href: listing ?? STORE_SEARCH[store](country),
    listed: listing !== null,
    width: 150,
  });
  return [badge('app-store', listings.appStore), badge('google-play', listings.googlePlay)];
}
