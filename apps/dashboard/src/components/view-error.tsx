import type { ErrorComponentProps } from '@tanstack/react-router';
import { useRouter } from '@tanstack/react-router';

/** A dynamic import that failed: the view's code did not arrive (the server that serves it did not answer). */
const isChunkFailure = (error: unknown): boolean =>
  error instanceof TypeError &&
  /dynamically imported module|Importing a module script failed/i.test(error.message);

/**
 * What a view shows when it cannot be shown at all, inside the shell: the navigation and the filters' URL
 * stay, and Retry tries the view again (docs/requirements/telemetry-service.md#dashboard). Each part of a
 * view that asks the service fails on its own with its own retry (states.tsx); this is for the rest.
 */
export function ViewError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const message = isChunkFailure(error)
    ? 'This view’s code did not load: the dashboard’s server did not answer (it may be down or unreachable).'
    : `Something in this view failed: ${error instanceof Error ? error.message : String(error)}`;
  return (
    <section aria-labelledby="view-error-title" data-view="error">
      <h1 id="view-error-title">This view could not be shown</h1>
      <div className="state state-error" role="alert">
        <p>{message}</p>
        <button
          type="button"
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          Retry
        </button>
      </div>
    </section>
  );
}
