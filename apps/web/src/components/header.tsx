import { Trans, useLingui } from '@lingui/react/macro';
import { PLATFORM_ORIGINS, resolve, type RouteEntry } from '@opstap/routes';
import { useRouterState } from '@tanstack/react-router';
import { Logo } from './brand/logo.tsx';
import { ScreenLink } from './internal-link.tsx';
import { Switchers } from './switchers.tsx';

/** The header's screens; the one on show is marked `aria-current="page"` (docs/requirements/site.md#routes). */
const NAV: readonly RouteEntry['name'][] = ['jobseekers', 'employers', 'contact'];

export function Header() {
  const { t } = useLingui();
  const href = useRouterState({ select: (state) => (state.resolvedLocation ?? state.location).href });
  const page = resolve(href);
  const label = (screen: RouteEntry['name']) =>
    screen === 'jobseekers' ? (
      <Trans>Job seekers</Trans>
    ) : screen === 'employers' ? (
      <Trans>Employers</Trans>
    ) : (
      <Trans>Contact</Trans>
    );
  return (
    <header className="site-header">
      {/* The language and country switches: on a phone's first screen, first after the skip link. */}
      <div className="locale-bar">
        <div className="container locale-bar__inner">
          <Switchers place="header" />
        </div>
      </div>
      <div className="container site-header__inner">
        <ScreenLink screen="jobseekers" className="brand">
          <Logo />
        </ScreenLink>
        <nav aria-label={t`Main`} className="site-nav">
          <ul className="nav-list">
            {NAV.map((screen) => (
              <li key={screen}>
                <ScreenLink screen={screen} aria-current={page.screen === screen ? 'page' : undefined}>
                  {label(screen)}
                </ScreenLink>
              </li>
            ))}
          </ul>
        </nav>
        <a
          className="button button--small site-header__cta"
          href={`${PLATFORM_ORIGINS[page.country]}/signup`}
        >
          <Trans>Sign up free</Trans>
        </a>
      </div>
    </header>
  );
}
