import type { PopularPageList } from '@opstap/contracts';
import type { Country, Language } from '@opstap/routes';
import { platformRequest } from './client.ts';
import { useSnapshotQuery, type ListState } from './use-snapshot-query.ts';

/** GET /v1/pages/popular: the platform's most visited pages of the last 30 days. */
export function getPopularPages(language: Language, country: Country, signal?: AbortSignal) {
  return platformRequest<PopularPageList>('popularPages', {
    query: { language, country },
    ...(signal ? { signal } : {}),
  });
}

/** The list's key, for its query and its build-time snapshot. */
export const popularKey = (language: Language, country: Country) => `popular:${language}:${country}`;

export function usePopularPages(language: Language, country: Country): ListState<PopularPageList> {
  return useSnapshotQuery(popularKey(language, country), (signal) =>
    getPopularPages(language, country, signal),
  );
}
