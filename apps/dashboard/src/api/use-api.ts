import { useEffect, useState } from 'react';
import { getJson, queryString, type Params } from './client.ts';

export type ApiState<T> =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ok'; data: T };

/** Answers of this page load, by URL: switching views back and forth does not ask again. */
const cache = new Map<string, unknown>();
/** Questions on their way, by URL: two components asking the same thing share one request. */
const inFlight = new Map<string, Promise<unknown>>();

function ask<T>(url: string): Promise<T> {
  let pending = inFlight.get(url) as Promise<T> | undefined;
  if (!pending) {
    pending = getJson<T>(url).finally(() => inFlight.delete(url));
    inFlight.set(url, pending);
  }
  return pending;
}

/**
 * One query API answer for a component; `null` as the path skips the request. Asks again when the path or
 * a parameter changes; an answer to an earlier question is never shown for a later one.
 */
export function useApi<T>(path: string | null, params: Params): ApiState<T> {
  const url = path === null ? null : path + queryString(params);
  const [answer, setAnswer] = useState<{ url: string; state: ApiState<T> } | null>(null);

  useEffect(() => {
    if (url === null || cache.has(url)) return;
    // Not aborted when the question changes (another component may share it): a late answer is cached
    // and ignored here.
    let current = true;
    ask<T>(url).then(
      (data) => {
        cache.set(url, data);
        if (current) setAnswer({ url, state: { status: 'ok', data } });
      },
      (error: unknown) => {
        if (!current) return;
        const message = error instanceof Error ? error.message : String(error);
        setAnswer({ url, state: { status: 'error', message } });
      },
    );
    return () => {
      current = false;
    };
  }, [url]);

  if (url === null) return { status: 'loading' };
  if (cache.has(url)) return { status: 'ok', data: cache.get(url) as T };
  return answer?.url === url ? answer.state : { status: 'loading' };
}

/** Forgets every answer (a new token: the store's answers may differ). */
export function clearApiCache(): void {
  cache.clear();
}
