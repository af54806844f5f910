import type { CompareVerdict } from '@opstap/contracts';
import { compareSides, standardError, Z_READ, type Side } from './compare-interval.ts';
import { quantile, upperTail } from './normal.ts';

/**
 * The release comparison over a family of groups, corrected for testing many at once by Holm's step-down
 * (docs/decisions/0132-compare-holm.md): the chance of any false `better` or `worse` among the groups
 * tested stays at most `alpha` when nothing changed.
 */

/** The family-wise error rate the comparisons keep (two-sided). */
export const FAMILY_ALPHA = 0.05;

export interface GroupComparison {
  difference: number | null;
  /** The difference's interval at `confidence`; null when insufficient. */
  interval: [number, number] | null;
  /** The confidence level of `interval` after the correction; null when insufficient. */
  confidence: number | null;
  verdict: CompareVerdict;
}

interface Tested {
  index: number;
  difference: number;
  sides: readonly [Side, Side];
  p: number;
}

/** The difference's standard error with each side's read at the ranks of normal quantile `z`. */
const errorAt = (sides: readonly [Side, Side], z: number) =>
  Math.hypot(standardError(sides[0], Math.min(z, Z_READ)), standardError(sides[1], Math.min(z, Z_READ)));

/** Two-sided p-value of a difference over its standard error (normal, as decision 0121's interval). */
function pValue(difference: number, se: number): number {
  if (se === 0) return difference === 0 ? 1 : 0;
  return Math.min(1, 2 * upperTail(Math.abs(difference) / se));
}

/**
 * Each pair's verdict and interval, Holm-corrected across the pairs with enough values on both sides.
 * A group rejected at Holm's step k (p ≤ alpha / (m − k)) gets the interval at that level; every group
 * not rejected gets the level at which the step-down stopped, so an interval excludes 0 exactly when its
 * verdict is `better` or `worse`.
 */
export function compareFamily(
  pairs: readonly (readonly [Side, Side])[],
  minSamples: number,
  alpha = FAMILY_ALPHA,
): { rows: GroupComparison[]; tests: number } {
  const rows: GroupComparison[] = [];
  const tested: Tested[] = [];
  pairs.forEach(([baseline, candidate], index) => {
    const single = compareSides(baseline, candidate, minSamples);
    rows.push({ difference: single.difference, interval: null, confidence: null, verdict: single.verdict });
    if (single.verdict === 'insufficient' || single.difference === null) return;
    const se = Math.hypot(standardError(baseline), standardError(candidate));
    tested.push({
      index,
      difference: single.difference,
      sides: [baseline, candidate],
      p: pValue(single.difference, se),
    });
  });
  const m = tested.length;
  tested.sort((a, b) => a.p - b.p || a.index - b.index);
  let stop = m;
  const zAt = (k: number) => quantile(1 - alpha / (m - k) / 2);
  for (let k = 0; k < m; k += 1) {
    const test = tested[k] as Tested;
    if (Math.abs(test.difference) <= zAt(k) * errorAt(test.sides, zAt(k))) {
      stop = k;
      break;
    }
  }
  tested.forEach((test, k) => {
    const rejected = k < stop;
    const level = alpha / (m - (rejected ? k : stop));
    const z = quantile(1 - level / 2);
    const margin = z * errorAt(test.sides, z);
    const row = rows[test.index] as GroupComparison;
    row.interval = [test.difference - margin, test.difference + margin];
    row.confidence = 1 - level;
    row.verdict = !rejected ? 'no-change' : test.difference > 0 ? 'worse' : 'better';
  });
  return { rows, tests: m };
}
