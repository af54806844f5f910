import { useLingui } from '@lingui/react/macro';
import { FeatureGrid } from '../../components/content/feature-grid.tsx';
import { LogoWall } from '../../components/content/logo-wall.tsx';
import { StatBand } from '../../components/content/stat-band.tsx';
import { Testimonials } from '../../components/content/testimonials.tsx';
import {
  EMPLOYER_CLAIMS,
  EMPLOYER_PROMISES,
  EMPLOYER_REACH,
  EMPLOYER_TESTIMONIALS,
} from './employer-content.ts';

/** The employer claims band. */
export function EmployerClaims() {
  const { t } = useLingui();
  return <StatBand stats={EMPLOYER_CLAIMS} label={t`Results employers get with Opstap`} />;
}

/** The reach band: how many people and companies are on Opstap. */
export function EmployerReach() {
  const { t } = useLingui();
  return <StatBand stats={EMPLOYER_REACH} label={t`Opstap in figures`} />;
}

/** Every employer promise, as cards. */
export function EmployerPromises() {
  return <FeatureGrid features={EMPLOYER_PROMISES} />;
}

/** The employers who recruit on Opstap, as a logo wall. */
export function EmployerLogos() {
  const { t } = useLingui();
  return <LogoWall label={t`Companies on Opstap`} />;
}

/** What recruiters say (illustrative, and marked so). */
export function EmployerTestimonials() {
  return <Testimonials items={EMPLOYER_TESTIMONIALS} />;
}
