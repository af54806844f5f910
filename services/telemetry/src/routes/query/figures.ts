import { rate, THRESHOLDS, type MetricName, type Rating } from '@opstap/contracts';

/** Figures as the API answers them: CLS to 3 decimals (docs/requirements/telemetry-service.md#query-api), other metrics as computed. */
export function shown(metric: MetricName, value: number | null | undefined): number | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  return metric === 'CLS' ? Math.round(value * 1000) / 1000 : value;
}

export function ratingOf(metric: MetricName, p75: number | null): Rating | null {
  return p75 === null ? null : rate(metric, p75);
}

export function thresholdsOf(metric: MetricName): { good: number; poor: number } {
  const [good, poor] = THRESHOLDS[metric];
  return { good, poor };
}

/** Rows' group values joined as the older single-key answers were. */
export const keyOf = (group: readonly string[]) => (group.length === 0 ? 'all' : group.join(' / '));
