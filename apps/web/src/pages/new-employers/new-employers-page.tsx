import './new-employers-page.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { usePageState } from '../../page-state/page-state.tsx';
import { Icon } from '../../components/content/icon.tsx';
import { LeadFormIsland } from '../../features/employer-lead/lead-form-island.tsx';
import { EmployerLogos, useEmployerLogos } from '../../features/employer-pitch/employer-pitch.tsx';
import { INCLUDED, ONBOARDING_DAY, PRIVACY } from './new-employers-content.ts';
import { marketPages } from '../../content/pages.ts';

/**
 * The new-employers screen (docs/requirements/site.md#audiences-and-claims): for companies new to Opstap,
 * how the first day goes, what the flat fee scales with (no prices), the integrations, the GDPR stance,
 * then the lead form. Its own story, not a copy of the employers page.
 */
export function NewEmployersPage() {
  const { language, country } = usePageState();
  const { integrations } = marketPages(country);
  const { i18n, t } = useLingui();
  const logos = useEmployerLogos();
  const hasLogos = __OPSTAP_CUSTOMER_LOGOS__ && logos.length > 0;
  return (
    <article data-screen="new-employers" className="page page--wide">
      <header className="hero hero--split">
        <div className="hero__text">
          <p className="eyebrow">
            <Trans>New to Opstap?</Trans>
          </p>
          <h1>
            <Trans>Live within a day. Hiring from tomorrow.</Trans>
          </h1>
          <p className="lead">
            <Trans>
              Your company page, your jobs and your systems connected within a day, with an adviser who does
              the heavy lifting. One flat annual fee, whatever you hire.
            </Trans>
          </p>
          <p className="hero__actions">
            <a className="button button--large" href="#lead-form">
              <Trans>Get started</Trans>
            </a>
            <a className="button button--large button--ghost" href="#pricing-heading">
              <Trans>How the fee works</Trans>
            </a>
          </p>
        </div>
        <section aria-labelledby="day-heading" className="onboarding">
          <h2 id="day-heading" className="onboarding__title">
            <Icon name="clock" size={20} />
            <Trans>Your first day on Opstap</Trans>
          </h2>
          <ol className="timeline">
            {ONBOARDING_DAY.map((step) => (
              <li key={step.time}>
                <span className="timeline__time">{step.time}</span>
                <div>
                  <h3>{i18n._(step.title)}</h3>
                  <p>{i18n._(step.text)}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>
      </header>

      <section aria-labelledby="pricing-heading" className="section">
        <div className="section__intro">
          <h2 id="pricing-heading">
            <Trans>One flat annual fee that grows with your company</Trans>
          </h2>
          <p className="lead">
            <Trans>
              No fee per job, per applicant or per hire. The fee scales with one thing only: the size of your
              company. Tell us yours and we send you a quote.
            </Trans>
          </p>
        </div>
        <div className="included">
          <h3>
            <Trans>Included, whatever your size</Trans>
          </h3>
          <ul className="checklist checklist--columns">
            {INCLUDED.map((item) => (
              <li key={item.id}>{i18n._(item)}</li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="integrations-heading" className="section section--panel split">
        <div>
          <h2 id="integrations-heading">
            <Trans>Works with the systems you already use</Trans>
          </h2>
          <p>
            <Trans>
              Jobs flow in from your applicant tracking system, applications flow back, and your candidate
              relationship system stays up to date. Tell us which systems you use and we connect them on your
              first day.
            </Trans>
          </p>
        </div>
        {/* Named systems only as the market's content file lists them (decision 0328): a name here is a
            claim that the link works. */}
        {integrations.length > 0 ? (
          <ul className="integration-list" aria-label={t`Systems we connect with`}>
            {integrations.map(({ name }) => (
              <li key={name}>
                <Icon name="plug" size={16} />
                {name}
              </li>
            ))}
          </ul>
        ) : (
          <ul className="integration-list" aria-label={t`What is connected`}>
            <li>
              <Icon name="briefcase" size={16} />
              <Trans>Applicant tracking system (ATS)</Trans>
            </li>
            <li>
              <Icon name="users" size={16} />
              <Trans>Candidate relationship system (CRM)</Trans>
            </li>
          </ul>
        )}
      </section>

      <section aria-labelledby="privacy-heading" className="section">
        <h2 id="privacy-heading">
          <Trans>Privacy first: candidates own their profiles</Trans>
        </h2>
        <ul className="privacy-grid">
          {PRIVACY.map((item) => (
            <li key={item.text.id}>
              <span className="feature-card__icon">
                <Icon name={item.icon} />
              </span>
              <p>{i18n._(item.text)}</p>
            </li>
          ))}
        </ul>
      </section>

      {hasLogos && (
        <section aria-labelledby="logos-heading" className="section section--logos">
          <h2 id="logos-heading" className="section__kicker">
            <Trans>You are in good company</Trans>
          </h2>
          <EmployerLogos />
        </section>
      )}

      <section aria-labelledby="lead-heading" className="section section--panel" id="lead-form">
        <div className="split">
          <div>
            <h2 id="lead-heading">
              <Trans>Start within a day</Trans>
            </h2>
            <p>
              <Trans>
                Leave your details and we will call you back. You pay one flat annual fee that scales with
                your company size; we will tell you exactly what it is for you.
              </Trans>
            </p>
          </div>
          <LeadFormIsland language={language} country={country} />
        </div>
      </section>
    </article>
  );
}
