import './jobseekers-page.css';
import { Trans } from '@lingui/react/macro';
import { platformLink } from '@opstap/routes';
import { usePageState } from '../../app/page-state.tsx';

/** The job seekers home (spec sections 1 and 2). A short page for now; its full content is issue 4's. */
export function JobseekersPage() {
  const { language, country } = usePageState();
  return (
    <article data-screen="jobseekers" className="page hero">
      <h1>
        <Trans>Start your career with Opstap</Trans>
      </h1>
      <p className="lead">
        <Trans>
          Find jobs, internships, traineeships, graduate schemes and events. Connect with companies, get
          matched on your profile and preferences, and let recruiters approach you.
        </Trans>
      </p>
      <a className="button" href={platformLink('jobs', { language, country })}>
        <Trans>Find your first job</Trans>
      </a>
      <ul className="stats">
        <li>
          <strong>400,000+</strong> <Trans>students and professionals</Trans>
        </li>
        <li>
          <strong>30,000</strong> <Trans>jobs</Trans>
        </li>
        <li>
          <strong>5,000+</strong> <Trans>companies</Trans>
        </li>
      </ul>
    </article>
  );
}
