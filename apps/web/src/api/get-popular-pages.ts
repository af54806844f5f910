import type { PopularPageList } from '@opstap/contracts';
import type { Country, Language } from '@opstap/routes';
import { platformRequest } from './client.ts';
import { usePlatformQuery, type QueryState } from './use-platform-query.ts';

/** GET /v1/pages/popular: the platform's most visited pages of the last 30 days. */
export function getPopularPages(language: Language, country: Country, signal?: AbortSignal) {
  return platformRequest<PopularPageList>('popularPages', {
    query: { language, country },
    ...(signal ? { signal } : {}),
  });
}

export function usePopularPages(language: Language, country: Country): QueryState<PopularPageList> {
  return usePlatformQuery(`popular:${language}:${country}`, (signal) =>
    getPopularPages(language, country, signal),
  );
}
