import { Trans, useLingui } from '@lingui/react/macro';
import { allEventsLink, degreeFilterLink, DEGREE_FILTERS, platformLink } from '@opstap/routes';
import { usePageState } from '../../page-state/page-state.tsx';
import { createLogger } from '../../telemetry/logger.ts';
import { ScreenLink } from '../internal-link.tsx';
import { APP_STORES } from '../../lib/app-stores.ts';
import { Logo } from '../brand/logo.tsx';
import { FOOTER_LINKS, isAudience, SOCIAL_LINKS, type Audience } from './footer-links.ts';
import { CountrySwitcher, LanguageSwitcher } from './switchers.tsx';

const log = createLogger('footer');

/**
 * docs/requirements/site.md#footer: an unknown audience is a bug to report, and the visitor sees the job
 * seeker's links.
 */
export function footerAudience(audience: string): Audience {
  if (isAudience(audience)) return audience;
  log.error(`Unknown footer audience "${audience}"; showing the jobseeker links`);
  return 'jobseeker';
}

export function Footer({ audience }: { audience: string }) {
  const { i18n, t } = useLingui();
  const { language, country } = usePageState();
  const shown = footerAudience(audience);
  const links = FOOTER_LINKS[shown];

  return (
    <footer className="site-footer" data-audience={shown}>
      <div className="container footer-grid">
        <div className="footer-brand">
          <Logo tone="white" height={28} />
          <p>
            <Trans>
              The career network for students and young professionals in the Netherlands and the United
              Kingdom.
            </Trans>
          </p>
          <ul className="store-badges" aria-label={t`Download the app`}>
            {APP_STORES.map(({ store, href, width }) => (
              <li key={store}>
                <a className="store-badge" href={href} rel="noopener">
                  <img
                    src={`/badges/${store}-${language}.svg`}
                    width={width}
                    height={40}
                    loading="lazy"
                    alt={store === 'app-store' ? t`Download on the App Store` : t`Get it on Google Play`}
                  />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-labelledby="footer-overview">
          <h2 id="footer-overview">
            <Trans>Overview</Trans>
          </h2>
          <ul>
            {links.overview.map((link) => (
              <li key={link.screen}>
                <ScreenLink screen={link.screen}>{i18n._(link.name)}</ScreenLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-quick">
          <h2 id="footer-quick">
            <Trans>Quick links</Trans>
          </h2>
          <ul>
            {links.quick.map((link) => (
              <li key={link.word}>
                <a href={platformLink(link.word, { language, country })}>{i18n._(link.name)}</a>
              </li>
            ))}
            <li>
              <a href={allEventsLink(language, country)}>
                <Trans>All events</Trans>
              </a>
            </li>
            {DEGREE_FILTERS.map((degree) => (
              <li key={degree}>
                <a href={degreeFilterLink(degree, language, country)} data-degree={degree}>
                  {degree === 'nl-bachelor-hbo' ? (
                    <Trans>Jobs for HBO bachelors</Trans>
                  ) : (
                    <Trans>Jobs for WO bachelors</Trans>
                  )}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-guides">
          <h2 id="footer-guides">
            <Trans>Blog and guides</Trans>
          </h2>
          <ul>
            {links.guides.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{i18n._(link.name)}</a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company">Opstap</h2>
          <ul>
            {links.company.map((link) => (
              <li key={link.screen}>
                <ScreenLink screen={link.screen}>{i18n._(link.name)}</ScreenLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="container footer-bottom">
        <ul className="inline-list social-links" aria-label={t`Social media`}>
          {SOCIAL_LINKS.map((link) => (
            <li key={link.name}>
              <a href={link.href} rel="noopener" className="social-link">
                <img
                  src={`/brand/social/${link.name.toLowerCase()}.svg`}
                  width={20}
                  height={20}
                  loading="lazy"
                  alt={link.name}
                />
              </a>
            </li>
          ))}
        </ul>
        <LanguageSwitcher />
        <CountrySwitcher />
        <p className="footer-copyright">© 2026 Opstap B.V.</p>
      </div>
    </footer>
  );
}
