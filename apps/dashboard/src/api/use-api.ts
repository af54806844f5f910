import { useEffect, useState } from 'react';
import { getJson, queryString, type Params } from './client.ts';

export type ApiState<T> =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ok'; data: T };

/** Answers of this page load, by URL: switching views back and forth does not ask again. */
const cache = new Map<string, unknown>();

/**
 * One query API answer for a component; `null` as the path skips the request. Asks again when the path or
 * a parameter changes; an answer to an earlier question is never shown for a later one.
 */
export function useApi<T>(path: string | null, params: Params): ApiState<T> {
  const url = path === null ? null : path + queryString(params);
  const [answer, setAnswer] = useState<{ url: string; state: ApiState<T> } | null>(null);

  useEffect(() => {
    if (url === null || cache.has(url)) return;
    const controller = new AbortController();
    getJson<T>(url, controller.signal).then(
      (data) => {
        cache.set(url, data);
        setAnswer({ url, state: { status: 'ok', data } });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = error instanceof Error ? error.message : String(error);
        setAnswer({ url, state: { status: 'error', message } });
      },
    );
    return () => controller.abort();
  }, [url]);

  if (url === null) return { status: 'loading' };
  if (cache.has(url)) return { status: 'ok', data: cache.get(url) as T };
  return answer?.url === url ? answer.state : { status: 'loading' };
}

/** Forgets every answer (a new token: the store's answers may differ). */
export function clearApiCache(): void {
  cache.clear();
}
