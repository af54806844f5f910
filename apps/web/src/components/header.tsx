import { Trans, useLingui } from '@lingui/react/macro';
import {
  countrySwitchLink,
  languageSwitchLink,
  PLATFORM_ORIGINS,
  resolve,
  type RouteEntry,
} from '@opstap/routes';
import { useRouterState } from '@tanstack/react-router';
import { Logo } from './brand/logo.tsx';
import { InternalLink, ScreenLink } from './internal-link.tsx';

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
      <LocaleBar />
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

/**
 * The language and country switches at the top of every page (docs/requirements/site.md#footer names the
 * footer's; these make the same choice reachable in the first screen on a phone, and first in the tab order
 * after the skip link). Each option is a plain link to the other version of this page; its box has a width
 * of its own, so nothing in the header moves when the brand face arrives (fonts.css).
 */
function LocaleBar() {
  const { t } = useLingui();
  const href = useRouterState({ select: (state) => (state.resolvedLocation ?? state.location).href });
  const page = resolve(href);
  const languages = [
    { language: 'nl', label: 'Nederlands' },
    { language: 'en', label: 'English' },
  ] as const;
  const countries = [
    { country: 'nl', short: 'NL', label: t`Netherlands` },
    { country: 'gb', short: 'UK', label: t`United Kingdom` },
  ] as const;
  return (
    <div className="locale-bar">
      <div className="container locale-bar__inner">
        <nav aria-label={t`Language of the site`} data-switcher="header-language">
          <ul className="locale-bar__list">
            {languages.map(({ language, label }) => (
              <li key={language}>
                <InternalLink
                  href={languageSwitchLink(page, language)}
                  lang={language}
                  hrefLang={language}
                  aria-current={page.language === language ? 'true' : undefined}
                >
                  {label}
                </InternalLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t`Country version`} data-switcher="header-country">
          <ul className="locale-bar__list">
            {countries.map(({ country, short, label }) => (
              <li key={country}>
                <InternalLink
                  href={countrySwitchLink(page, country)}
                  data-country={country}
                  aria-current={page.country === country ? 'true' : undefined}
                >
                  {short}
                  <span className="visually-hidden"> ({label})</span>
                </InternalLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
