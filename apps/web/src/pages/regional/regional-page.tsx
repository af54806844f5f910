import './regional-page.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { allEventsLink, PLATFORM_ORIGINS } from '@opstap/routes';
import { usePageState } from '../../page-state/page-state.tsx';
import { FeatureGrid } from '../../components/content/feature-grid.tsx';
import { marketPages } from '../../content/pages.ts';
import { CareerEventDetails } from './career-event-details.tsx';
import { EVENT_KINDS, EVENT_STEPS } from './regional-content.ts';

/**
 * The regional page (`/brabant`, `/beta-career-event`). The career event's edition comes from the market's
 * content file (content/pages/<country>.json); with none announced the page says so and shows the events the
 * platform lists, rather than a made-up date, venue or programme
 * (docs/decisions/0328-dated-content-the-company-fills.md).
 */
export function RegionalPage() {
  const { language, country } = usePageState();
  const { i18n } = useLingui();
  const event = marketPages(country).careerEvent;
  if (event) return <CareerEventDetails event={event} />;
  const events = allEventsLink(language, country);
  return (
    <article data-screen="regional" className="page page--wide" data-event-state="none">
      <header className="hero">
        <p className="eyebrow">
          <Trans>Career event · Brabant</Trans>
        </p>
        <h1>
          <Trans>Bèta Career Event Brabant</Trans>
        </h1>
        <p className="lead">
          <Trans>
            Meet employers in science, technology, engineering and mathematics in person. For students and
            graduates with 0 to 3 years of experience.
          </Trans>
        </p>
        <div className="notice event-next">
          <p>
            <strong>
              <Trans>The next edition's date, venue and programme are announced on this page.</Trans>
            </strong>{' '}
            <Trans>
              Until then, Opstap lists career events, in-house days and business courses all year.
            </Trans>
          </p>
        </div>
        <p className="hero__actions">
          <a className="button button--large" href={events}>
            <Trans>See upcoming events</Trans>
          </a>
          <a className="button button--large button--ghost" href={`${PLATFORM_ORIGINS[country]}/signup`}>
            <Trans>Create your free profile</Trans>
          </a>
        </p>
      </header>

      <section aria-labelledby="kinds-heading" className="section">
        <h2 id="kinds-heading">
          <Trans>Events on Opstap</Trans>
        </h2>
        <FeatureGrid features={EVENT_KINDS} />
      </section>

      <section aria-labelledby="steps-heading" className="section section--panel">
        <h2 id="steps-heading">
          <Trans>How to take part</Trans>
        </h2>
        <ol className="programme programme--steps">
          {EVENT_STEPS.map((step, index) => (
            <li key={step.id}>
              <span className="programme__step" aria-hidden="true">
                {index + 1}
              </span>
              <span>{i18n._(step)}</span>
            </li>
          ))}
        </ol>
      </section>
    </article>
  );
}
