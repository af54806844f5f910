import { Type, type Static } from '@sinclair/typebox';
import { Instant } from './common.ts';

export const ReleaseRow = Type.Object({
  appVersion: Type.String(),
  firstSeen: Instant,
  lastSeen: Instant,
  pageViews: Type.Integer({ description: 'Page views in the window (one TTFB report per page view).' }),
});
export type ReleaseRow = Static<typeof ReleaseRow>;

/** `GET /analytics/releases`: release markers, ordered by first seen. */
export const ReleasesResponse = Type.Object({
  from: Instant,
  to: Instant,
  rows: Type.Array(ReleaseRow),
});
export type ReleasesResponse = Static<typeof ReleasesResponse>;
