import './golden-ticket-page.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { PLATFORM_ORIGINS } from '@opstap/routes';
import { usePageState } from '../../page-state/page-state.tsx';
import { Icon } from '../../components/content/icon.tsx';
import { ScreenLink } from '../../components/internal-link.tsx';
import { Fact } from '../../components/company/fact.tsx';
import { COMPANY } from '../../content/company.ts';
import { marketPages } from '../../content/pages.ts';

/**
 * The golden ticket campaign: what it is and how to take part; the round's closing date, draw and terms come
 * from the market's content file (content/pages/<country>.json), and with no round open the page says so
 * rather than invent them (docs/decisions/0328-dated-content-the-company-fills.md).
 */
export function GoldenTicketPage() {
  const { country, language } = usePageState();
  const { t } = useLingui();
  const round = marketPages(country).goldenTicket;
  const date = new Intl.DateTimeFormat(language === 'nl' ? 'nl-NL' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: country === 'gb' ? 'Europe/London' : 'Europe/Amsterdam',
  });
  const time = new Intl.DateTimeFormat(language === 'nl' ? 'nl-NL' : 'en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: country === 'gb' ? 'Europe/London' : 'Europe/Amsterdam',
  });
  const closes = round ? date.format(new Date(round.closesAt)) : '';
  const closesTime = round ? time.format(new Date(round.closesAt)) : '';
  const drawn = round ? date.format(new Date(`${round.drawnOn}T12:00:00Z`)) : '';
  return (
    <article data-screen="golden-ticket" className="page page--wide">
      <header className="hero hero--split">
        <div className="hero__text">
          <p className="eyebrow">
            <Trans>Golden ticket</Trans>
          </p>
          <h1>
            <Trans>Win a golden ticket to the company of your dreams</Trans>
          </h1>
          <p className="lead">
            <Trans>
              One ticket, one day behind the scenes: meet the team, join their meetings and have lunch with
              the people you would work with. And skip straight to the interview if it clicks.
            </Trans>
          </p>
          <p className="hero__actions">
            <a className="button button--large" href={`${PLATFORM_ORIGINS[country]}/signup`}>
              <Trans>Create your profile and join</Trans>
            </a>
          </p>
          <p className="hero__note">
            <Icon name="clock" size={18} />
            {round ? (
              <Trans>
                Closes on {closes} at {closesTime}
              </Trans>
            ) : (
              <Trans>The next round's closing date and terms are published on this page when it opens.</Trans>
            )}
          </p>
        </div>
        <div className="golden-ticket" role="img" aria-label={t`A golden ticket for one day at a company`}>
          <span className="golden-ticket__label">
            <Trans>Golden ticket</Trans>
          </span>
          <span className="golden-ticket__title">
            <Trans>Admit one · A day behind the scenes</Trans>
          </span>
          <span className="golden-ticket__icon">
            <Icon name="ticket" size={48} />
          </span>
        </div>
      </header>

      <section aria-labelledby="how-heading" className="section">
        <h2 id="how-heading">
          <Trans>How to take part</Trans>
        </h2>
        <ol className="ticket-steps">
          <li>
            <Trans>Create your free Opstap profile, or log in.</Trans>
          </li>
          <li>
            <Trans>Complete your profile: your studies, your skills and what you are looking for.</Trans>
          </li>
          <li>
            <Trans>Follow the companies you would love to visit.</Trans>
          </li>
        </ol>
      </section>

      {round && (
        <section aria-labelledby="terms-heading" className="section section--panel">
          <h2 id="terms-heading">
            <Trans>Terms</Trans>
          </h2>
          <ul className="terms">
            <li>
              <Trans>
                This round closes on {closes} at {closesTime}; the winners are drawn on {drawn}.
              </Trans>
            </li>
            {round.terms.map((term) => (
              <li key={term.en}>{term[language]}</li>
            ))}
            <li>
              <Trans>Organiser:</Trans> <Fact value={COMPANY.legalName} what={t`legal name`} />
              {' · '}
              <ScreenLink screen="privacy">
                <Trans>Privacy statement</Trans>
              </ScreenLink>
            </li>
          </ul>
        </section>
      )}
    </article>
  );
}
