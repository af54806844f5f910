import type { CompareVerdict } from '@opstap/contracts';

/**
 * The 95% interval of a p75 difference from order statistics (docs/decisions/0121-compare-interval.md).
 * Each side is a quantile grid (GRID's fractions, quantile_cont-interpolated), from which any quantile in
 * its range is read by linear interpolation.
 */
/**
 * Offsets from p75, doubling: the grid is finest at p75, where large groups' intervals lie (n = 100,000:
 * ± 0.003), and reaches 0.5 and 1.0 for the ranks of n ≥ 20. Each fraction costs the stores about as
 * much as the sort itself (docs/perf/history/telemetry-queries.md), so 19 points instead of 91 even steps.
 */
const OFFSETS = [0.001, 0.002, 0.004, 0.008, 0.016, 0.032, 0.064, 0.128, 0.25];
/** Fractions 0.5 … 0.75 … 1.0, ascending. */
export const GRID: readonly number[] = [
  ...OFFSETS.map((d) => 0.75 - d).reverse(),
  0.75,
  ...OFFSETS.map((d) => 0.75 + d),
].map((f) => Math.round(f * 1000) / 1000);
export const Z = 1.959964;
/**
 * The widest ranks a standard error is read at: the normal quantile of a two-sided 0.05 / 1,000, Holm's
 * first step over a thousand groups (docs/decisions/0132-compare-holm.md). Stricter levels reuse these ranks.
 */
export const Z_READ = 4.055626;

export interface Side {
  count: number;
  /** Quantiles at GRID's fractions. */
  grid: readonly number[];
}

/** The index of the grid point at or below `fraction` (clamped to the grid), the first of the two read. */
function pointBelow(fraction: number): number {
  const f = Math.min(Math.max(fraction, GRID[0] as number), GRID[GRID.length - 1] as number);
  let below = 0;
  while (below < GRID.length - 2 && (GRID[below + 1] as number) <= f) below += 1;
  return below;
}

/** The quantile at `fraction` by linear interpolation between the grid's points, clamped to its range. */
function fromGrid(grid: readonly number[], fraction: number): number {
  const f = Math.min(Math.max(fraction, GRID[0] as number), GRID[GRID.length - 1] as number);
  const below = pointBelow(f);
  const [f0, f1] = [GRID[below] as number, GRID[below + 1] as number];
  const low = grid[below] as number;
  const high = grid[below + 1] as number;
  return low + (high - low) * ((f - f0) / (f1 - f0));
}

export const p75Of = (side: Side) => fromGrid(side.grid, 0.75);

/** The fractions of a p75's distribution-free interval at normal quantile `z` over `n` values (order statistics). */
function intervalFractions(n: number, z = Z): [number, number] {
  const half = z * Math.sqrt(n * 0.75 * 0.25);
  // Rank r (1-based) of n sorted values is quantile_cont's fraction (r − 1) / (n − 1).
  const fraction = (rank: number) => (rank - 1) / (n - 1);
  return [fraction(n * 0.75 - half), fraction(n * 0.75 + half)];
}

/**
 * The standard error of a side's p75, from its distribution-free interval at normal quantile `z` (95% by
 * default): read at a corrected level's ranks, it follows the skewed distribution further out
 * (docs/decisions/0132-compare-holm.md).
 */
export function standardError(side: Side, z = Z): number {
  const [lower, upper] = intervalFractions(side.count, z).map((f) => fromGrid(side.grid, f)) as [
    number,
    number,
  ];
  return (upper - lower) / (2 * z);
}

/**
 * The grid points (indices `from` to `to`, exclusive) that the p75 and the intervals (up to Z_READ) of
 * every side with at least `smallest` values read: the interval narrows as n grows, so large groups need only the points
 * next to p75. Asking a store for these alone gives the same answers as the whole grid for less work
 * (19 fractions cost the store 3.3 times one: docs/perf/history/telemetry-queries.md). With no such side, only
 * p75's two points.
 */
export function gridSlice(smallest: number | undefined): { from: number; to: number } {
  const p75 = pointBelow(0.75);
  if (smallest === undefined || smallest < 2) return { from: p75, to: p75 + 2 };
  const [lower, upper] = intervalFractions(smallest, Z_READ);
  return { from: Math.min(p75, pointBelow(lower)), to: Math.max(p75, pointBelow(upper)) + 2 };
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
