import { useEffect, useState } from 'react';
import { getJson, queryString, type Params } from './client.ts';

export type ApiState<T> =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ok'; data: T };

/** Answers of this page load, by URL: switching views back and forth does not ask again. */
const cache = new Map<string, unknown>();

/**
 * One query API answer for a component; `null` as the path skips the request. Re-asks when the path or a
 * parameter changes, and drops an answer that arrives after its question changed.
 */
export function useApi<T>(path: string | null, params: Params): ApiState<T> {
  const url = path === null ? null : path + queryString(params);
  const [state, setState] = useState<{ url: string | null; state: ApiState<T> }>(() => ({
    url,
    state:
      url !== null && cache.has(url) ? { status: 'ok', data: cache.get(url) as T } : { status: 'loading' },
  }));

  useEffect(() => {
    if (url === null || path === null) return;
    if (cache.has(url)) {
      setState({ url, state: { status: 'ok', data: cache.get(url) as T } });
      return;
    }
    setState({ url, state: { status: 'loading' } });
    const controller = new AbortController();
    getJson<T>(path, params, controller.signal).then(
      (data) => {
        cache.set(url, data);
        setState({ url, state: { status: 'ok', data } });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({
          url,
          state: { status: 'error', message: error instanceof Error ? error.message : String(error) },
        });
      },
    );
    return () => controller.abort();
    // `url` captures path and params.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url]);

  if (state.url !== url) return { status: 'loading' };
  return state.state;
}

/** Forgets every answer (a new token: the store's answers may differ). */
export function clearApiCache(): void {
  cache.clear();
}
