import './employers-page.css';
import { Trans } from '@lingui/react/macro';

/** The employers page (spec sections 1 and 2). A short page for now; its full content is issue 4's. */
export function EmployersPage() {
  return (
    <article data-screen="employers" className="page employers-hero">
      <h1>
        <Trans>Hire students and young professionals</Trans>
      </h1>
      <p className="lead">
        <Trans>
          Post jobs for free, promote them with photos of your office, and approach candidates who match. Over
          400,000 students and professionals are on Opstap.
        </Trans>
      </p>
      <ul className="claims">
        <li>
          <strong>35%</strong> <Trans>response rate</Trans>
        </li>
        <li>
          <strong>80%</strong> <Trans>lower cost per hire</Trans>
        </li>
        <li>
          <strong>70%</strong> <Trans>lower time per hire</Trans>
        </li>
        <li>
          <strong>73%</strong> <Trans>higher application quality</Trans>
        </li>
      </ul>
    </article>
  );
}
