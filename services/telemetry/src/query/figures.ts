import { rate, THRESHOLDS, type MetricName, type Rating } from '@opstap/contracts';

/**
 * Figures as the API answers them: CLS to 3 decimals (docs/requirements/telemetry-service.md#query-api),
 * other metrics as computed. A p75 halfway between two thousandths is where the engines' float noise
 * shows (DuckDB's 0.23150000000000001 against ClickHouse's 0.23149999999999998 for the same samples), so
 * the thousandths are cleared of it (six decimals) before a tie rounds up.
 */
export function shown(metric: MetricName, value: number | null | undefined): number | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  return metric === 'CLS' ? Math.round(Number((value * 1000).toFixed(6))) / 1000 : value;
}

export function ratingOf(metric: MetricName, p75: number | null): Rating | null {
  return p75 === null ? null : rate(metric, p75);
}

export function thresholdsOf(metric: MetricName): { good: number; poor: number } {
  const [good, poor] = THRESHOLDS[metric];
  return { good, poor };
}

/** A compared group's name: its values joined by " / ", "all" without groupBy (`CompareRow.key`). */
export const keyOf = (group: readonly string[]) => (group.length === 0 ? 'all' : group.join(' / '));
