import { Trans } from '@lingui/react/macro';

/** The employers screen (spec section 2). A short page for now; its full content is issue 4's. */
export function EmployersPage() {
  return (
    <article data-screen="employers" className="page">
      <h1>
        <Trans>Hire students and young professionals</Trans>
      </h1>
      <p className="lead">
        <Trans>
          Post jobs for free, promote them with photos of your office, and approach candidates who match. Over
          400,000 students and professionals are on Opstap.
        </Trans>
      </p>
    </article>
  );
}
