import type { ComponentType } from 'react';
import { sendWarnLog } from '../telemetry/warn-log.ts';
import { createLogger } from '../telemetry/logger.ts';
import { ChunkLoadError, CssChunkLoadError, toChunkError } from './chunk-errors.ts';

/** docs/requirements/site.md#page-loading: nothing is shown for this long, then the slow-load notice. */
export const NOTICE_DELAY_MS = 500;
/** docs/requirements/site.md#page-loading: the lazy page time-out; then the load-error notice. */
export const PAGE_TIMEOUT_MS = 10_000;
/**
 * docs/requirements/site.md#page-loading: a script chunk that has not arrived by now has failed
 * (`ChunkLoadError`, type timeout).
 */
export const CHUNK_TIMEOUT_MS = 120_000;

/** Where a screen's lazy chunk is: absent means never asked for. */
export type LoadState =
  | { readonly status: 'loading'; readonly slow: boolean; readonly timedOut: boolean }
  | { readonly status: 'loaded'; readonly component: ComponentType }
  | { readonly status: 'failed'; readonly error: unknown };

export type PageLoaders<S extends string> = Record<S, () => Promise<ComponentType>>;

const log = createLogger('lazy-page');

function warn(message: string, error?: unknown): void {
  const stacktrace = error instanceof Error ? (error.stack ?? '') : '';
  log.warn(message, error === undefined ? undefined : { error });
  sendWarnLog({ message, stacktrace });
}

function failureMessage(screen: string, error: unknown): string {
  if (error instanceof CssChunkLoadError) return `${error.message} [${error.code}]`;
  if (error instanceof Error) return error.message;
  return `Page "${screen}" failed to load`;
}

function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onTimeout()), ms);
  });
  return Promise.race([promise, expired]).finally(() => clearTimeout(timer));
}

/**
 * One state machine per screen for its lazy chunk (docs/requirements/site.md#page-loading): loading → slow
 * (500 ms) → timed out (10 s) → failed, or loaded. Slow, timed-out and failed loads are logged and sent to
 * `/log/warn`. Components subscribe with `useSyncExternalStore`.
 */
export function createScreenLoader<S extends string>(loaders: PageLoaders<S>) {
  const states = new Map<S, LoadState>();
  const pending = new Map<S, Promise<ComponentType>>();
  const listeners = new Set<() => void>();

  const set = (screen: S, state: LoadState) => {
    states.set(screen, state);
    for (const listener of listeners) listener();
  };

  function load(screen: S): Promise<ComponentType> {
    const current = states.get(screen);
    if (current?.status === 'loaded') return Promise.resolve(current.component);
    const inFlight = pending.get(screen);
    if (inFlight) return inFlight;

    set(screen, { status: 'loading', slow: false, timedOut: false });
    const update = (change: { slow?: true; timedOut?: true }) => {
      const state = states.get(screen);
      if (state?.status === 'loading') set(screen, { ...state, ...change });
    };
    const slowTimer = setTimeout(() => {
      update({ slow: true });
      warn(`Page "${screen}" is taking longer than ${NOTICE_DELAY_MS} ms to load`);
    }, NOTICE_DELAY_MS);
    const timeoutTimer = setTimeout(() => {
      update({ timedOut: true });
      warn(`Page "${screen}" did not load within ${PAGE_TIMEOUT_MS} ms`);
    }, PAGE_TIMEOUT_MS);

    const promise = withTimeout(
      loaders[screen](),
      CHUNK_TIMEOUT_MS,
      () => new ChunkLoadError(screen, 'timeout', undefined),
    ).then(
      (component) => {
        set(screen, { status: 'loaded', component });
        return component;
      },
      (cause: unknown) => {
        const error = toChunkError(screen, cause);
        set(screen, { status: 'failed', error });
        warn(failureMessage(screen, error), error);
        throw error;
      },
    );
    void promise
      .finally(() => {
        clearTimeout(slowTimer);
        clearTimeout(timeoutTimer);
        pending.delete(screen);
      })
      .catch(() => undefined);
    pending.set(screen, promise);
    return promise;
  }

  return {
    load,
    state: (screen: S): LoadState | undefined => states.get(screen),
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Resolves when the promise settles or after `ms`, whichever is first; never rejects. */
export function settleWithin(promise: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    promise.then(
      () => (clearTimeout(timer), resolve()),
      () => (clearTimeout(timer), resolve()),
    );
  });
}
