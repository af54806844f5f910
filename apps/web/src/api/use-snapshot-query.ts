import { useMemo } from 'react';
import type { ApiResult } from './result.ts';
import { readSnapshot } from './snapshot.ts';
import { usePlatformQuery, type QueryState } from './use-platform-query.ts';

/**
 * A list's state: the query's, and `asOf` (when the shown items were taken) while the items are the
 * build's snapshot because the browser's refresh failed.
 */
export type ListState<T> = QueryState<T> & { readonly asOf?: string };

/**
 * A platform list that starts from the build's snapshot (decision 0323): the prerender and the hydration
 * render the snapshot's items, the browser refreshes them after load, and a failed refresh keeps them
 * with their date instead of an error. Without a snapshot (another country, a later navigation) it is
 * `usePlatformQuery`: loading, then the answer.
 */
export function useSnapshotQuery<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<ApiResult<T>>,
): ListState<T> {
  const snapshot = useMemo(() => readSnapshot<T>(key), [key]);
  const live = usePlatformQuery(key, load);
  if (!snapshot || live.kind === 'success') return live;
  const shown = { kind: 'success', data: snapshot.data } as const;
  return live.kind === 'loading' ? shown : { ...shown, asOf: snapshot.takenAt };
}
