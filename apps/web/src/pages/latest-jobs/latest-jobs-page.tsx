import { Trans } from '@lingui/react/macro';

/** The latest-jobs screen (spec section 2). A short page for now; its full content is issue 4's. */
export function LatestJobsPage() {
  return (
    <article data-screen="latest-jobs" className="page">
      <h1>
        <Trans>Newest opportunities</Trans>
      </h1>
      <p className="lead">
        <Trans>The most recent jobs, internships and traineeships on Opstap.</Trans>
      </p>
    </article>
  );
}
