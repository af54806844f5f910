import type { OpportunityList } from '@opstap/contracts';
import type { Country, Language } from '@opstap/routes';
import { platformRequest } from './client.ts';
import { useSnapshotQuery, type ListState } from './use-snapshot-query.ts';

/** How many opportunities the latest-jobs screen lists. */
export const LATEST_LIMIT = 12;

/** GET /v1/opportunities/latest: the newest opportunities for a country version, in a language. */
export function getLatestOpportunities(language: Language, country: Country, signal?: AbortSignal) {
  return platformRequest<OpportunityList>('latestOpportunities', {
    query: { language, country, limit: LATEST_LIMIT },
    ...(signal ? { signal } : {}),
  });
}

/** The list's key, for its query and its build-time snapshot. */
export const latestKey = (language: Language, country: Country) => `latest:${language}:${country}`;

export function useLatestOpportunities(language: Language, country: Country): ListState<OpportunityList> {
  return useSnapshotQuery(latestKey(language, country), (signal) =>
    getLatestOpportunities(language, country, signal),
  );
}
