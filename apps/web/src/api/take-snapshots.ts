import { SITE_VERSIONS } from '@opstap/routes';
import { getLatestOpportunities, latestKey } from './get-latest-opportunities.ts';
import { getLocations, locationsKey } from './get-locations.ts';
import { getPopularPages, popularKey } from './get-popular-pages.ts';
import type { ApiResult } from './result.ts';
import type { Snapshot } from './snapshot.ts';

/** How long the build waits for one list. */
const SNAPSHOT_TIMEOUT_MS = 10_000;

const LISTS = [
  { key: locationsKey, load: getLocations },
  { key: latestKey, load: getLatestOpportunities },
  { key: popularKey, load: getPopularPages },
] as const;

/**
 * Build time: every list screen's items in each version of the site (a language in a market: the prerendered
 * pages' versions, decision 0326), from the platform API this build calls (decision 0323). A list that fails is named
 * in `failures`; its screen is prerendered without items and loads them in the browser.
 */
export async function takeSnapshots(): Promise<{
  snapshots: Record<string, Snapshot<unknown>>;
  failures: string[];
}> {
  const snapshots: Record<string, Snapshot<unknown>> = {};
  const failures: string[] = [];
  for (const { language, country } of SITE_VERSIONS) {
    for (const list of LISTS) {
      const key = list.key(language, country);
      let result: ApiResult<unknown>;
      try {
        result = await list.load(language, country, AbortSignal.timeout(SNAPSHOT_TIMEOUT_MS));
      } catch {
        result = { kind: 'error', status: 0 };
      }
      if (result.kind === 'success')
        snapshots[key] = { takenAt: new Date().toISOString(), data: result.data };
      else failures.push(`${key} (${result.kind}${'status' in result ? ` ${result.status}` : ''})`);
    }
  }
  return { snapshots, failures };
}
