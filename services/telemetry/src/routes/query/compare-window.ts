import type { VitalsStore } from '../../store/types.ts';
import { localDay, startOfDay } from '../../time/zoned-time.ts';

/**
 * The default window of a release comparison (docs/requirements/telemetry-service.md, "Release
 * comparison"): from the start of the day (in the query's zone) of the first page view of either app version to now, so both releases are read whole
 * however long ago they shipped (a page view's metrics need not arrive in the order the page view row does,
 * so the window is the whole days around them, and a page view's later metrics arrive after the last page
 * view). Null when neither version has been seen: the caller keeps its default
 * window, and the rows say which side is missing.
 */
export async function releasesWindow(
  store: Pick<VitalsStore, 'releases'>,
  versions: readonly string[],
  appType: string,
  now: Date,
  tz: string,
): Promise<{ from: Date; to: Date } | null> {
  const seen = (await store.releases({ from: new Date(0), to: now, appType })).filter((release) =>
    versions.includes(release.appVersion),
  );
  if (seen.length === 0) return null;
  const first = Math.min(...seen.map((release) => release.firstSeenMs));
  return { from: new Date(startOfDay(localDay(first, tz), tz)), to: now };
}
