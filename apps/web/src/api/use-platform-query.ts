import { useEffect, useState } from 'react';
import type { ApiResult } from './result.ts';

/** A call's state while a screen shows it: loading until the first answer, then the typed result. */
export type QueryState<T> = { readonly kind: 'loading' } | ApiResult<T>;

/**
 * Runs a platform read when the screen opens (an effect: never during prerender, never at boot) and again
 * when `key` changes; an answer that arrives after unmount or after a newer request is dropped.
 */
export function usePlatformQuery<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<ApiResult<T>>,
): QueryState<T> {
  const [state, setState] = useState<{ key: string; result: QueryState<T> }>({
    key,
    result: { kind: 'loading' },
  });
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (result) => {
        if (!controller.signal.aborted) setState({ key, result });
      },
      () => {
        // Only an abort rejects (see platformRequest); the screen has moved on.
      },
    );
    return () => controller.abort();
    // `load` is a fresh closure each render; `key` names everything it depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state.key === key ? state.result : { kind: 'loading' };
}
