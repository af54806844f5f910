import { Trans } from '@lingui/react/macro';

/** The tracking-debug screen (spec section 2). A short page for now; its full content is issue 4's. */
export function TrackingDebugPage() {
  return (
    <article data-screen="tracking-debug" className="page">
      <h1>
        <Trans>Tracking debug</Trans>
      </h1>
      <p className="lead">
        <Trans>What this page reports about its performance and warnings.</Trans>
      </p>
    </article>
  );
}
