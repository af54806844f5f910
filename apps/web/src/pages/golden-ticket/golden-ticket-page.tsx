import './golden-ticket-page.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { PLATFORM_ORIGINS } from '@opstap/routes';
import { usePageState } from '../../page-state/page-state.tsx';
import { Icon } from '../../components/content/icon.tsx';
import { ScreenLink } from '../../components/internal-link.tsx';
import { Fact } from '../../components/company/fact.tsx';
import { COMPANY } from '../../content/company.ts';

/** The campaign's closing moment (Europe/Amsterdam) and the draw. */
const CLOSES_AT = '2027-01-31T23:59:00+01:00';
const DRAWN_ON = '2027-02-07T12:00:00+01:00';

/** The golden ticket campaign: what it is, how to take part, when it closes, and the terms. */
export function GoldenTicketPage() {
  const { country, language } = usePageState();
  const { t } = useLingui();
  const date = new Intl.DateTimeFormat(language === 'nl' ? 'nl-NL' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Amsterdam',
  });
  const closes = date.format(new Date(CLOSES_AT));
  const drawn = date.format(new Date(DRAWN_ON));
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
            <Trans>Closes on {closes} at 23:59</Trans>
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
            <Trans>
              Follow the companies you would love to visit. Every company you follow is a chance to win.
            </Trans>
          </li>
        </ol>
      </section>

      <section aria-labelledby="terms-heading" className="section section--panel">
        <h2 id="terms-heading">
          <Trans>Terms</Trans>
        </h2>
        <ul className="terms">
          <li>
            <Trans>
              Open to students and graduates aged 18 or over with 0 to 3 years of work experience, living in
              the Netherlands or the United Kingdom.
            </Trans>
          </li>
          <li>
            <Trans>Taking part is free and needs no purchase. One entry per company you follow.</Trans>
          </li>
          <li>
            <Trans>The campaign closes on {closes} at 23:59 (Amsterdam time).</Trans>
          </li>
          <li>
            <Trans>
              Three winners are drawn at random on {drawn} and hear from us by email. If a winner does not
              reply within 14 days, we draw again.
            </Trans>
          </li>
          <li>
            <Trans>
              The prize is one day at the host company, travel within the country included. It cannot be
              exchanged for money.
            </Trans>
          </li>
          <li>
            <Trans>
              We use your details only to run this campaign and never share them with the host company without
              your consent.
            </Trans>{' '}
            <Trans>Organiser:</Trans> <Fact value={COMPANY.legalName} what={t`legal name`} />
            {' · '}
            <ScreenLink screen="privacy">
              <Trans>Privacy statement</Trans>
            </ScreenLink>
          </li>
        </ul>
      </section>
    </article>
  );
}
