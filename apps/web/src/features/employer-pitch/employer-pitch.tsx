import { useLingui } from '@lingui/react/macro';
import { FeatureGrid } from '../../components/content/feature-grid.tsx';
import { LogoWall } from '../../components/content/logo-wall.tsx';
import { StatBand } from '../../components/content/stat-band.tsx';
import { Testimonials } from '../../components/content/testimonials.tsx';
import { customerLogos, proofFigures, testimonials } from '../../content/proof.ts';
import { usePageState } from '../../page-state/page-state.tsx';
import { EMPLOYER_CLAIM_IDS, EMPLOYER_PROMISES, EMPLOYER_REACH_IDS } from './employer-content.ts';

/** The employer claims band, from the market's content file (docs/decisions/0325-content-the-company-fills.md). */
export function EmployerClaims() {
  const { t } = useLingui();
  const { country, language } = usePageState();
  return (
    <StatBand
      figures={proofFigures(country, EMPLOYER_CLAIM_IDS)}
      label={t`Results employers get with Opstap`}
      language={language}
    />
  );
}

/** The reach band: how many people and companies are on Opstap. */
export function EmployerReach() {
  const { t } = useLingui();
  const { country, language } = usePageState();
  return (
    <StatBand
      figures={proofFigures(country, EMPLOYER_REACH_IDS)}
      label={t`Opstap in figures`}
      language={language}
    />
  );
}

/** Every employer promise, as cards. */
export function EmployerPromises() {
  return <FeatureGrid features={EMPLOYER_PROMISES} />;
}

/** The market's customer logos (with their permission); nothing while the content file lists none. */
export function useEmployerLogos() {
  const { country } = usePageState();
  return customerLogos(country);
}

export function EmployerLogos() {
  const { t } = useLingui();
  return <LogoWall label={t`Companies on Opstap`} logos={useEmployerLogos()} />;
}

/** The market's testimonials (with consent); the page shows the product instead while there are none. */
export function useEmployerTestimonials() {
  const { country } = usePageState();
  return testimonials(country);
}

export function EmployerTestimonials() {
  const { language } = usePageState();
  return <Testimonials items={useEmployerTestimonials()} language={language} />;
}
