import { Trans, useLingui } from '@lingui/react/macro';
import { allEventsLink, degreeFilterLink, DEGREE_FILTERS, platformLink } from '@opstap/routes';
import { usePageState } from '../../page-state/page-state.tsx';
import { createLogger } from '../../telemetry/logger.ts';
import { ScreenLink } from '../internal-link.tsx';
import { storeBadges } from '../../lib/app-stores.ts';
import { CompanyDetails } from '../company/company-details.tsx';
import { COMPANY } from '../../content/company.ts';
import { Logo } from '../brand/logo.tsx';
import { FOOTER_LINKS, isAudience, SOCIAL_LINKS, type Audience } from './footer-links.ts';
import { Switchers } from '../switchers.tsx';

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
            {storeBadges(country).map(({ store, href, width, listed }) => (
              <li key={store}>
                <a
                  className="store-badge"
                  href={href}
                  rel="noopener"
                  {...(listed ? {} : { 'data-to-fill': 'store listing' })}
                >
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
            {/* The degree filters are Dutch degrees (HBO, WO): the UK version offers its own kinds instead. */}
            {country === 'nl' ? (
              DEGREE_FILTERS.map((degree) => (
                <li key={degree}>
                  <a href={degreeFilterLink(degree, language, country)} data-degree={degree}>
                    {degree === 'nl-bachelor-hbo' ? (
                      <Trans>Jobs for HBO bachelors</Trans>
                    ) : (
                      <Trans>Jobs for WO bachelors</Trans>
                    )}
                  </a>
                </li>
              ))
            ) : (
              <li>
                <a href={platformLink('placements', { language, country })}>
                  <Trans>Placements</Trans>
                </a>
              </li>
            )}
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
        <Switchers place="footer" />
        <nav aria-label={t`Legal`}>
          <ul className="inline-list footer-legal">
            <li>
              <ScreenLink screen="privacy">
                <Trans>Privacy statement</Trans>
              </ScreenLink>
            </li>
            <li>
              <ScreenLink screen="cookies">
                <Trans>Cookie statement</Trans>
              </ScreenLink>
            </li>
            <li>
              <ScreenLink screen="terms">
                <Trans>Terms of use</Trans>
              </ScreenLink>
            </li>
          </ul>
        </nav>
      </div>
      <div className="container footer-company">
        <CompanyDetails className="company-details" />
        <p className="footer-copyright">© 2026 {COMPANY.legalName ?? COMPANY.brandName}</p>
      </div>
    </footer>
  );
}
