import type { LocationList } from '@opstap/contracts';
import type { Country, Language } from '@opstap/routes';
import { platformRequest } from './client.ts';
import { usePlatformQuery, type QueryState } from './use-platform-query.ts';

/** GET /v1/locations: the cities with open opportunities, with their counts. */
export function getLocations(language: Language, country: Country, signal?: AbortSignal) {
  return platformRequest<LocationList>('locations', {
    query: { language, country },
    ...(signal ? { signal } : {}),
  });
}

export function useLocations(language: Language, country: Country): QueryState<LocationList> {
  return usePlatformQuery(`locations:${language}:${country}`, (signal) =>
    getLocations(language, country, signal),
  );
}
