import { CORE_METRICS, THRESHOLDS } from '@opstap/contracts/vocabulary';
import type { CoreMetric, PassingRow } from '@opstap/contracts';

/** One page family × device × metric that misses "good", weighed by its traffic. */
export interface Opportunity {
  key: string;
  device: string;
  metric: CoreMetric;
  p75: number;
  /** p75 − the good bound, in the metric's unit. */
  gap: number;
  /** Samples of the metric: its traffic. */
  count: number;
  /** gap ÷ good bound × count: relative gaps make LCP, INP and CLS comparable. */
  score: number;
}

/**
 * The biggest opportunities (docs/requirements/telemetry-service.md#dashboard): for each row and core metric
 * whose p75 is above "good", the relative gap to good times the samples, largest first. Rows with fewer than
 * `minSamples` samples of the metric are left out: their p75 is not yet worth acting on.
 */
export function opportunities(rows: readonly PassingRow[], minSamples: number, limit = 5): Opportunity[] {
  const found: Opportunity[] = [];
  for (const row of rows) {
    for (const metric of CORE_METRICS) {
      const figure = row.metrics[metric];
      if (figure.p75 === null || figure.count < minSamples) continue;
      const good = THRESHOLDS[metric][0];
      const gap = figure.p75 - good;
      if (gap <= 0) continue;
      found.push({
        key: row.key,
        device: row.device,
        metric,
        p75: figure.p75,
        gap,
        count: figure.count,
        score: (gap / good) * figure.count,
      });
    }
  }
  return found.sort((a, b) => b.score - a.score).slice(0, limit);
}

/**
 * Whether any row has `minSamples` samples of a core metric: without one there is nothing to rank, and an
 * empty list of opportunities must not read as "everything is good".
 */
export const hasEnoughSamples = (rows: readonly PassingRow[], minSamples: number): boolean =>
  rows.some((row) => CORE_METRICS.some((metric) => row.metrics[metric].count >= minSamples));
