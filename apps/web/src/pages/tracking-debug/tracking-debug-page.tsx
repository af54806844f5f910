import { Trans } from '@lingui/react/macro';
import { TelemetryDebugPanel } from '../../telemetry/debug/telemetry-debug-panel.tsx';

/**
 * The tracking-debug screen (docs/requirements/client-telemetry.md#debug-page): what this page view measured
 * and sent, live, and the logger's settings.
 */
export function TrackingDebugPage() {
  return (
    <article data-screen="tracking-debug" className="page">
      <h1>
        <Trans>Tracking debug</Trans>
      </h1>
      <p className="lead">
        <Trans>What this page reports about its performance and warnings.</Trans>
      </p>
      <TelemetryDebugPanel />
    </article>
  );
}
