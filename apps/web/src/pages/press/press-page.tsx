import { Trans } from '@lingui/react/macro';

/** The press screen (spec section 2). A short page for now; its full content is issue 4's. */
export function PressPage() {
  return (
    <article data-screen="press" className="page">
      <h1>
        <Trans>Press and about us</Trans>
      </h1>
      <p className="lead">
        <Trans>
          Opstap connects students and graduates with up to three years of experience with more than 5,000
          companies.
        </Trans>
      </p>
    </article>
  );
}
