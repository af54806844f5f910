import { Trans, useLingui } from '@lingui/react/macro';
import type { ListState } from '../../api/use-snapshot-query.ts';

/** When the shown items were taken, in the page language and the platform's time zone. */
function AsOf({ takenAt }: { takenAt: string }) {
  const { i18n } = useLingui();
  const when = new Intl.DateTimeFormat(i18n.locale === 'nl' ? 'nl-NL' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Amsterdam',
  }).format(new Date(takenAt));
  return (
    <p className="muted">
      <Trans>As of {when}</Trans>
    </p>
  );
}

/**
 * The loading and failure states every platform-backed list shares; `null` once there is data, or a
 * quiet "as of" note when the data is the build's snapshot and the refresh failed (decision 0323).
 */
export function QueryFallback({
  state,
  empty,
}: {
  state: ListState<{ items: readonly unknown[] }>;
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
  if (state.asOf) return <AsOf takenAt={state.asOf} />;
  if (empty) {
    return (
      <p className="notice">
        <Trans>Nothing to show here at the moment. Please come back later.</Trans>
      </p>
    );
  }
  return null;
}
