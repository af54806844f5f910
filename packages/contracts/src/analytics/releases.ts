import { Type, type Static } from 'typebox';
import { Instant } from './common.ts';

/** `firstSeen` and `lastSeen`: when the release's first and last page view in the window arrived. */
export const ReleaseRow = Type.Object(
  {
    appVersion: Type.String(),
    firstSeen: Instant,
    lastSeen: Instant,
    pageViews: Type.Integer({ description: 'Page views in the window (one TTFB report per page view).' }),
  },
  { description: 'An app version, seen from its first to its last page view in the window.' },
);
export type ReleaseRow = Static<typeof ReleaseRow>;

/** `GET /analytics/releases`: release markers, ordered by first seen. */
export const ReleasesResponse = Type.Object({
  from: Instant,
  to: Instant,
  rows: Type.Array(ReleaseRow),
});
export type ReleasesResponse = Static<typeof ReleasesResponse>;
