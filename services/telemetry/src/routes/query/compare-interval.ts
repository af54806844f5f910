import type { CompareVerdict } from '@opstap/contracts';

/**
 * The 95% interval of a p75 difference from order statistics (docs/decisions/0121-compare-interval.md).
 * Each side is a quantile grid (GRID's fractions, quantile_cont-interpolated), from which any quantile in
 * its range is read by linear interpolation.
 */
const STEP = 0.005;
const LOW = 0.5;
const HIGH = 0.95;
/** Fractions 0.500, 0.505, … 0.950: wide enough for the ranks of n ≥ 20, finest where p75 lives. */
export const GRID: readonly number[] = Array.from(
  { length: Math.round((HIGH - LOW) / STEP) + 1 },
  (_, i) => Math.round((LOW + i * STEP) * 1000) / 1000,
);
const Z = 1.959964;

export interface Side {
  count: number;
  /** Quantiles at GRID's fractions. */
  grid: readonly number[];
}

/** The quantile at `fraction`, clamped to the grid's range. */
function fromGrid(grid: readonly number[], fraction: number): number {
  const position = (Math.min(Math.max(fraction, LOW), HIGH) - LOW) / STEP;
  const below = Math.floor(position);
  const low = grid[below] as number;
  const high = grid[Math.min(below + 1, grid.length - 1)] as number;
  return low + (high - low) * (position - below);
}

export const p75Of = (side: Side) => fromGrid(side.grid, 0.75);

/** The standard error of a side's p75, from its distribution-free 95% interval (order statistics). */
function standardError(side: Side): number {
  const n = side.count;
  const half = Z * Math.sqrt(n * 0.75 * 0.25);
  // Rank r (1-based) of n sorted values is quantile_cont's fraction (r − 1) / (n − 1).
  const fraction = (rank: number) => (rank - 1) / (n - 1);
  const lower = fromGrid(side.grid, fraction(n * 0.75 - half));
  const upper = fromGrid(side.grid, fraction(n * 0.75 + half));
  return (upper - lower) / (2 * Z);
}

export interface Comparison {
  difference: number | null;
  interval: [number, number] | null;
  verdict: CompareVerdict;
}

export function compareSides(baseline: Side, candidate: Side, minSamples: number): Comparison {
  if (baseline.count < Math.max(minSamples, 2) || candidate.count < Math.max(minSamples, 2)) {
    const difference = baseline.count > 0 && candidate.count > 0 ? p75Of(candidate) - p75Of(baseline) : null;
    return { difference, interval: null, verdict: 'insufficient' };
  }
  const difference = p75Of(candidate) - p75Of(baseline);
  const margin = Z * Math.hypot(standardError(baseline), standardError(candidate));
  const interval: [number, number] = [difference - margin, difference + margin];
  const verdict = interval[0] > 0 ? 'worse' : interval[1] < 0 ? 'better' : 'no-change';
  return { difference, interval, verdict };
}
