/**
 * The parts a metric's time is made of, in the order they happen, under web-vitals' attribution names
 * (docs/requirements/client-telemetry.md#web-vitals): LCP's four sub-parts and INP's three phases
 * (`GET /analytics/vitals/phases`).
 */
export const VITAL_PHASES = {
  LCP: ['timeToFirstByte', 'resourceLoadDelay', 'resourceLoadDuration', 'elementRenderDelay'],
  INP: ['inputDelay', 'processingDuration', 'presentationDelay'],
} as const;
export type PhaseMetric = keyof typeof VITAL_PHASES;
export const PHASE_METRICS = Object.keys(VITAL_PHASES) as PhaseMetric[];
export type VitalPhase = (typeof VITAL_PHASES)[PhaseMetric][number];
