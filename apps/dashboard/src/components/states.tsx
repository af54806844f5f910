import type { ReactNode } from 'react';
import type { ApiState } from '../api/use-api.ts';

/** Loading, error and empty states, the same in every view (docs/requirements/telemetry-service.md#dashboard). */
export function Loading({ what }: { what: string }) {
  return (
    <p className="state state-loading" role="status" aria-live="polite">
      Loading {what}…
    </p>
  );
}

/** A view's part that failed, on its own: the rest of the view and the navigation stay; Retry asks again. */
export function ErrorState({ message, retry }: { message: string; retry?: () => void }) {
  return (
    <div className="state state-error" role="alert">
      <p>Could not load: {message}</p>
      {retry && (
        <button type="button" onClick={retry}>
          Retry
        </button>
      )}
    </div>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return <p className="state state-empty">{children}</p>;
}

/** Renders `children(data)` once the answer is in, else its loading or error state. */
export function Answer<T>({
  state,
  what,
  children,
}: {
  state: ApiState<T>;
  what: string;
  children: (data: T) => ReactNode;
}) {
  if (state.status === 'loading') return <Loading what={what} />;
  if (state.status === 'error') return <ErrorState message={state.message} retry={state.retry} />;
  return <>{children(state.data)}</>;
}
