import { Trans } from '@lingui/react/macro';

/** The nps-recruiters screen (spec section 2). A short page for now; its full content is issue 4's. */
export function NpsRecruitersPage() {
  return (
    <article data-screen="nps-recruiters" className="page">
      <h1>
        <Trans>How likely are you to recommend Opstap to a colleague?</Trans>
      </h1>
      <p className="lead">
        <Trans>Your answer helps us improve Opstap for recruiters.</Trans>
      </p>
    </article>
  );
}
