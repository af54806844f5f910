import './employers-page.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { usePageState } from '../../page-state/page-state.tsx';
import { ScreenLink } from '../../components/internal-link.tsx';
import { LeadFormIsland } from '../../features/employer-lead/lead-form-island.tsx';
import { EmployerHeroVisual } from '../../features/employer-pitch/employer-hero-visual.tsx';
import {
  EmployerClaims,
  EmployerLogos,
  EmployerPromises,
  EmployerReach,
  EmployerTestimonials,
  useEmployerLogos,
  useEmployerTestimonials,
} from '../../features/employer-pitch/employer-pitch.tsx';
import { ProductTourIsland } from '../../features/employer-pitch/product-tour-island.tsx';

/**
 * The employers screen (docs/requirements/site.md#audiences-and-claims,
 * docs/requirements/forms.md#employer-lead-form): every employer promise, the claims, and the lead form.
 */
export function EmployersPage() {
  const { language, country } = usePageState();
  const { t } = useLingui();
  // Customers' logos and words only as the market's content file holds them; the product shows itself
  // meanwhile (docs/decisions/0325-content-the-company-fills.md).
  const logos = useEmployerLogos();
  const hasLogos = __OPSTAP_CUSTOMER_LOGOS__ && logos.length > 0;
  const stories = useEmployerTestimonials();
  const hasTestimonials = __OPSTAP_TESTIMONIALS__ && stories.length > 0;
  return (
    <article data-screen="employers" className="page page--wide">
      <header className="hero hero--split">
        <div className="hero__text">
          <p className="eyebrow">
            <Trans>Opstap for employers</Trans>
          </p>
          <h1>
            <Trans>Hire the best students and young professionals</Trans>
          </h1>
          <p className="lead">
            <Trans>
              Reach 400,000+ students and graduates with 0 to 3 years of experience. Post your jobs for free,
              let our AI match you with the right people, and approach them yourself.
            </Trans>
          </p>
          <p className="hero__actions">
            <a className="button button--large" href="#lead-form">
              <Trans>Talk to our team</Trans>
            </a>
            <ScreenLink screen="new-employers" className="button button--large button--ghost">
              <Trans>New to Opstap? Start here</Trans>
            </ScreenLink>
          </p>
        </div>
        <EmployerHeroVisual />
      </header>

      {hasLogos && (
        <section aria-labelledby="logos-heading" className="section section--logos">
          <h2 id="logos-heading" className="section__kicker">
            <Trans>Employers that recruit on Opstap include</Trans>
          </h2>
          <EmployerLogos />
        </section>
      )}

      <EmployerClaims />

      <section aria-labelledby="promises-heading" className="section">
        <h2 id="promises-heading">
          <Trans>Everything you need to recruit young talent</Trans>
        </h2>
        <EmployerPromises />
      </section>

      <EmployerReach />

      {hasTestimonials ? (
        <section aria-labelledby="stories-heading" className="section">
          <h2 id="stories-heading">
            <Trans>What recruiters say</Trans>
          </h2>
          <EmployerTestimonials />
        </section>
      ) : (
        <section aria-labelledby="tour-heading" className="section">
          <h2 id="tour-heading">
            <Trans>From vacancy to conversation, in the product</Trans>
          </h2>
          <ProductTourIsland language={language} country={country} />
        </section>
      )}

      <section aria-labelledby="lead-heading" className="section section--panel" id="lead-form">
        <div className="split">
          <div className="employers-lead__aside">
            <h2 id="lead-heading">
              <Trans>Let's talk about your hiring plans</Trans>
            </h2>
            <p>
              <Trans>
                Tell us who you are looking for. A recruitment adviser calls you with a proposal that fits
                your company: a flat annual fee that scales with your size, no fee per hire.
              </Trans>
            </p>
            <ul className="checklist" aria-label={t`What you get`}>
              <li>
                <Trans>A free company page, live within a day</Trans>
              </li>
              <li>
                <Trans>Advice on reaching the right students and graduates</Trans>
              </li>
              <li>
                <Trans>No obligations</Trans>
              </li>
            </ul>
          </div>
          <LeadFormIsland language={language} country={country} />
        </div>
      </section>
    </article>
  );
}
