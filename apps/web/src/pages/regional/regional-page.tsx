import { Trans } from '@lingui/react/macro';

/** The regional screen (spec section 2). A short page for now; its full content is issue 4's. */
export function RegionalPage() {
  return (
    <article data-screen="regional" className="page">
      <h1>
        <Trans>Start your career in the region</Trans>
      </h1>
      <p className="lead">
        <Trans>Meet employers near you at our regional career event.</Trans>
      </p>
    </article>
  );
}
