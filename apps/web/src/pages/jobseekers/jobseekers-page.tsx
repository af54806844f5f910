import { Trans } from '@lingui/react/macro';

/** The jobseekers screen (spec section 2). A short page for now; its full content is issue 4's. */
export function JobseekersPage() {
  return (
    <article data-screen="jobseekers" className="page">
      <h1>
        <Trans>Start your career with Opstap</Trans>
      </h1>
      <p className="lead">
        <Trans>
          Find jobs, internships, traineeships, graduate schemes and events. Connect with companies, get
          matched on your profile and preferences, and let recruiters approach you.
        </Trans>
      </p>
    </article>
  );
}
