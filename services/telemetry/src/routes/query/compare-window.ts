import { APP_TYPES } from '@opstap/contracts';
import { BadRequest } from '../../plugins/errors.ts';
import type { Filters, Window } from '../../store/analytics-queries.ts';
import type { VitalsStore } from '../../store/types.ts';
import { dayIn, startOfDay } from '@opstap/contracts/zoned-days';
import { window } from './query-schemas.ts';

const WINDOW = /^(\d{4}-\d{2}-\d{2})\.\.(\d{4}-\d{2}-\d{2})$/;

/** One side of a comparison as a stats query reads it: an app version within the window, or a window. */
export interface ComparedSide extends Window {
  filters: Filters;
}

/**
 * The window a comparison reads and its two sides (`/vitals/compare`, `/vitals/phases`): each of
 * `baseline` and `candidate` an app version (read within the window: `releasesWindow` without `from`/`to`)
 * or a window `YYYY-MM-DD..YYYY-MM-DD` in `tz` (end exclusive).
 */
export async function comparedSides(
  store: Pick<VitalsStore, 'releases'>,
  query: { baseline: string; candidate: string; from?: string; to?: string },
  filters: Filters,
  tz: string,
): Promise<{ window: Window; baseline: ComparedSide; candidate: ComparedSide }> {
  const versions = [query.baseline, query.candidate].filter((value) => !WINDOW.test(value));
  const queryWindow =
    (query.from === undefined &&
      query.to === undefined &&
      versions.length > 0 &&
      (await releasesWindow(store, versions, filters.appType ?? APP_TYPES.site, new Date(), tz))) ||
    window(query, tz);
  const side = (value: string, field: string): ComparedSide => {
    const match = WINDOW.exec(value);
    if (!match) return { ...queryWindow, filters: { ...filters, appVersion: value } };
    const from = startOfDay(match[1] as string, tz);
    const to = startOfDay(match[2] as string, tz);
    if (!(from < to))
      throw new BadRequest(`querystring/${field}`, 'must be a window FROM..TO with FROM before TO');
    return { from: new Date(from), to: new Date(to), filters };
  };
  return {
    window: queryWindow,
    baseline: side(query.baseline, 'baseline'),
    candidate: side(query.candidate, 'candidate'),
  };
}

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
  return { from: new Date(startOfDay(dayIn(first, tz), tz)), to: now };
}
