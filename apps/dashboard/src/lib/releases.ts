import type { ReleaseRow } from '@opstap/contracts';

/**
 * The site's releases: the dashboard's own vitals carry `dashboard-<version>` (telemetry/report-vitals.ts),
 * which is not a release of the site to mark or compare.
 */
export const siteReleases = (rows: readonly ReleaseRow[]): ReleaseRow[] =>
  rows.filter((row) => !row.appVersion.startsWith('dashboard-'));
