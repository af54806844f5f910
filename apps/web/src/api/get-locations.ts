import type { LocationList } from '@opstap/contracts';
import type { Country, Language } from '@opstap/routes';
import { platformRequest } from './client.ts';
import { useSnapshotQuery, type ListState } from './use-snapshot-query.ts';

/** GET /v1/locations: the cities with open opportunities, with their counts. */
export function getLocations(language: Language, country: Country, signal?: AbortSignal) {
  return platformRequest<LocationList>('locations', {
    query: { language, country },
    ...(signal ? { signal } : {}),
  });
}

/** The list's key, for its query and its build-time snapshot. */
export const locationsKey = (language: Language, country: Country) => `locations:${language}:${country}`;

export function useLocations(language: Language, country: Country): ListState<LocationList> {
  return useSnapshotQuery(locationsKey(language, country), (signal) =>
    getLocations(language, country, signal),
  );
}
