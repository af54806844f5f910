/** The web-vitals metrics we report; FID is kept as a legacy name (docs/decisions/0500-no-fid.md). */
export const METRIC_NAMES = ['FCP', 'LCP', 'CLS', 'INP', 'TTFB', 'FID'] as const;
export type MetricName = (typeof METRIC_NAMES)[number];

/** A rating with the web-vitals convention. */
export type Rating = 'good' | 'needs-improvement' | 'poor';

/**
 * `[good, poor]` bounds per metric, in ms (CLS unitless): docs/requirements/client-telemetry.md#web-vitals.
 */
export const THRESHOLDS: Readonly<Record<MetricName, readonly [good: number, poor: number]>> = {
  FCP: [1800, 3000],
  LCP: [2500, 4000],
  CLS: [0.1, 0.25],
  FID: [100, 300],
  INP: [200, 500],
  TTFB: [800, 1800],
};

/** Good when value ≤ the good bound, poor when value > the poor bound (as web-vitals rates). */
export function rate(name: MetricName, value: number): Rating {
  const [good, poor] = THRESHOLDS[name];
  if (value <= good) return 'good';
  if (value > poor) return 'poor';
  return 'needs-improvement';
}
