import { Trans } from '@lingui/react/macro';
import { allEventsLink } from '@opstap/routes';
import { usePageState } from '../../page-state/page-state.tsx';

/** The regional page (`/brabant`, `/beta-career-event`): the Beta Career Event in Brabant. */
export function RegionalPage() {
  const { language, country } = usePageState();
  return (
    <article data-screen="regional" className="page">
      <header className="hero">
        <p className="eyebrow">
          <Trans>Beta Career Event · Brabant</Trans>
        </p>
        <h1>
          <Trans>Start your career in Brabant</Trans>
        </h1>
        <p className="lead">
          <Trans>
            Meet the tech, engineering and science employers of the Brainport region in one afternoon. For
            students and graduates in science, technology, engineering and mathematics.
          </Trans>
        </p>
      </header>
      <section aria-labelledby="programme-heading" className="section">
        <h2 id="programme-heading">
          <Trans>What to expect</Trans>
        </h2>
        <ul className="checklist">
          <li>
            <Trans>Speed dates with recruiters and engineers from high-tech companies</Trans>
          </li>
          <li>
            <Trans>Workshops on your CV, LinkedIn and job interviews</Trans>
          </li>
          <li>
            <Trans>Internships, graduation projects, traineeships and first jobs in the region</Trans>
          </li>
          <li>
            <Trans>Free entry, with drinks to close</Trans>
          </li>
        </ul>
        <p>
          <a className="button button--large" href={allEventsLink(language, country)}>
            <Trans>See all events and sign up</Trans>
          </a>
        </p>
      </section>
    </article>
  );
}
