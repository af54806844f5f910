import { Trans } from '@lingui/react/macro';

/** The most-popular screen (spec section 2). A short page for now; its full content is issue 4's. */
export function MostPopularPage() {
  return (
    <article data-screen="most-popular" className="page">
      <h1>
        <Trans>Most popular pages</Trans>
      </h1>
      <p className="lead">
        <Trans>What other students and young professionals are looking at right now.</Trans>
      </p>
    </article>
  );
}
