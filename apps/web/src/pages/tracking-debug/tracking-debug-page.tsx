import { Trans } from '@lingui/react/macro';
import { TelemetryDebugPanel } from '../../telemetry/debug/telemetry-debug-panel.tsx';

/**
 * The tracking-debug screen (spec section 2): what this page view measured and sent, live, and the logger's
 * settings (issue 5's panel).
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
