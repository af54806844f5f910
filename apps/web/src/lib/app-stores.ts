import { APP_STORE_URL, PLAY_STORE_URL } from '../config/build-config.ts';

/**
 * The app's store pages, from the build config (`VITE_APP_STORE_URL`, `VITE_PLAY_STORE_URL`): the store
 * listing's id belongs to the release, not to the code (docs/decisions/0310-brand-identity.md). Unset,
 * the links go to each store's search for Opstap, which always resolves.
 */

/** The badges, each an SVG per language in public/badges/ (scripts/brand/badges.mjs), 40 px high. */
export const APP_STORES = [
  { store: 'app-store', href: APP_STORE_URL, width: 150 },
  { store: 'google-play', href: PLAY_STORE_URL, width: 150 },
] as const;
