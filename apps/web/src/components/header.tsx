import { Trans, useLingui } from '@lingui/react/macro';
import { ScreenLink } from './internal-link.tsx';

export function Header() {
  const { t } = useLingui();
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <ScreenLink screen="jobseekers" className="brand">
          Opstap
        </ScreenLink>
        <nav aria-label={t`Main`}>
          <ul className="nav-list">
            <li>
              <ScreenLink screen="jobseekers">
                <Trans>Job seekers</Trans>
              </ScreenLink>
            </li>
            <li>
              <ScreenLink screen="employers">
                <Trans>Employers</Trans>
              </ScreenLink>
            </li>
            <li>
              <ScreenLink screen="contact">
                <Trans>Contact</Trans>
              </ScreenLink>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
