import { Trans } from '@lingui/react/macro';
import { usePageState } from '../../page-state/page-state.tsx';
import { EmployerLeadForm } from '../../features/employer-lead/employer-lead-form.tsx';
import { EmployerClaims, EmployerPromises } from '../../features/employer-pitch/employer-pitch.tsx';

/** The new-employers screen: the talent-community pitch for companies new to Opstap, with the lead form. */
export function NewEmployersPage() {
  const { language, country } = usePageState();
  return (
    <article data-screen="new-employers" className="page page--wide">
      <header className="hero">
        <p className="eyebrow">
          <Trans>New to Opstap?</Trans>
        </p>
        <h1>
          <Trans>Your own talent community, filled for you</Trans>
        </h1>
        <p className="lead">
          <Trans>
            Opstap brings students and young professionals to your company page, matches them to your roles
            with AI, and keeps them close in your branded talent community. Plug and play: start within a day.
          </Trans>
        </p>
        <p className="hero__actions">
          <a className="button button--large" href="#lead-form">
            <Trans>Get started</Trans>
          </a>
        </p>
      </header>

      <section aria-labelledby="steps-heading" className="section">
        <h2 id="steps-heading">
          <Trans>How it works</Trans>
        </h2>
        <ol className="steps">
          <li>
            <h3>
              <Trans>Tell us about your company</Trans>
            </h3>
            <p>
              <Trans>We build your company page with photos and video and connect your ATS or CRM.</Trans>
            </p>
          </li>
          <li>
            <h3>
              <Trans>Post your jobs for free</Trans>
            </h3>
            <p>
              <Trans>Our AI matches every job to the profiles and preferences of suitable candidates.</Trans>
            </p>
          </li>
          <li>
            <h3>
              <Trans>Grow your community</Trans>
            </h3>
            <p>
              <Trans>
                Approach candidates yourself and keep in touch with everyone who follows your company.
              </Trans>
            </p>
          </li>
        </ol>
      </section>

      <EmployerClaims />

      <section aria-labelledby="promises-heading" className="section">
        <h2 id="promises-heading">
          <Trans>What you get</Trans>
        </h2>
        <EmployerPromises />
      </section>

      <section aria-labelledby="lead-heading" className="section section--panel" id="lead-form">
        <div className="split">
          <div>
            <h2 id="lead-heading">
              <Trans>Start within a day</Trans>
            </h2>
            <p>
              <Trans>
                Leave your details and we will call you back within one working day. You pay one flat annual
                fee that scales with your company size; we will tell you exactly what it is for you.
              </Trans>
            </p>
          </div>
          <EmployerLeadForm language={language} country={country} />
        </div>
      </section>
    </article>
  );
}
