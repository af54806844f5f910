import { Trans } from '@lingui/react/macro';
import { ScreenLink } from '../../components/internal-link.tsx';

/** Unknown paths (HTTP 404 where the server can say so). */
export function NotFoundPage() {
  return (
    <article data-screen="not-found" className="page">
      <h1>
        <Trans>Page not found</Trans>
      </h1>
      <p className="lead">
        <Trans>The page you are looking for does not exist or has moved.</Trans>
      </p>
      <ul className="link-list">
        <li>
          <ScreenLink screen="jobseekers">
            <Trans>Find jobs, internships and traineeships</Trans>
          </ScreenLink>
        </li>
        <li>
          <ScreenLink screen="employers">
            <Trans>Recruit students and young professionals</Trans>
          </ScreenLink>
        </li>
        <li>
          <ScreenLink screen="contact">
            <Trans>Contact us</Trans>
          </ScreenLink>
        </li>
      </ul>
    </article>
  );
}
