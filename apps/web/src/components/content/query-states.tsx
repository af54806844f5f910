import { Trans } from '@lingui/react/macro';
import type { QueryState } from '../../api/use-platform-query.ts';

/** The loading and failure states every platform-backed list shares; `null` once there is data. */
export function QueryFallback({
  state,
  empty,
}: {
  state: QueryState<{ items: readonly unknown[] }>;
  empty: boolean;
}) {
  if (state.kind === 'loading') {
    return (
      <p role="status" className="muted">
        <Trans>Loading…</Trans>
      </p>
    );
  }
  if (state.kind !== 'success') {
    return (
      <p role="alert" className="notice notice--error">
        <Trans>We could not load this list right now. Please refresh the page to try again.</Trans>
      </p>
    );
  }
  if (empty) {
    return (
      <p className="notice">
        <Trans>Nothing to show here at the moment. Please come back later.</Trans>
      </p>
    );
  }
  return null;
}
