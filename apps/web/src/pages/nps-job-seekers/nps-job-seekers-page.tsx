import { Trans } from '@lingui/react/macro';

/** The nps-job-seekers screen (spec section 2). A short page for now; its full content is issue 4's. */
export function NpsJobSeekersPage() {
  return (
    <article data-screen="nps-job-seekers" className="page">
      <h1>
        <Trans>How likely are you to recommend Opstap to a friend?</Trans>
      </h1>
      <p className="lead">
        <Trans>Your answer helps us improve Opstap for job seekers.</Trans>
      </p>
    </article>
  );
}
