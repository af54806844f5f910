import { describe, expect, it } from 'vitest';
import { quantileCont, random } from '../../test/store/store-contract-data.ts';
import { compareSides, GRID, gridSlice, type Side } from './compare-interval.ts';

/** A side as the stores give it: quantile_cont at the grid's fractions. */
const sideOf = (values: number[]): Side => ({
  count: values.length,
  grid: GRID.map((f) => quantileCont(values, f)),
});

/** Log-normal LCP-like samples (median ~2 s), shifted by `shift` ms. */
function sample(next: () => number, n: number, shift = 0): number[] {
  return Array.from({ length: n }, () => {
    const normal = Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
    return Math.exp(7.6 + 0.5 * normal) + shift;
  });
}

describe('the compare interval (docs/decisions/0121-compare-interval.md)', () => {
  it('covers a zero difference about 95% of the time when nothing changed', () => {
    const next = random(121);
    const trials = 200;
    let covered = 0;
    for (let t = 0; t < trials; t += 1) {
      const { interval } = compareSides(sideOf(sample(next, 300)), sideOf(sample(next, 300)), 50);
      if (interval && interval[0] <= 0 && interval[1] >= 0) covered += 1;
    }
    expect(covered / trials).toBeGreaterThan(0.91);
    expect(covered / trials).toBeLessThan(0.99);
  });

  it('covers the true p75 shift about 95% of the time, and calls a 600 ms regression worse', () => {
    const next = random(7);
    const trials = 200;
    let covered = 0;
    let worse = 0;
    // True p75 of the log-normal: exp(7.6 + 0.5 · 0.6745).
    const shift = 600;
    for (let t = 0; t < trials; t += 1) {
      const result = compareSides(sideOf(sample(next, 400)), sideOf(sample(next, 400, shift)), 50);
      if (result.interval && result.interval[0] <= shift && result.interval[1] >= shift) covered += 1;
      if (result.verdict === 'worse') worse += 1;
    }
    expect(covered / trials).toBeGreaterThan(0.9);
    expect(worse / trials).toBeGreaterThan(0.95);
  });

  it('gives no verdict below minSamples', () => {
    const next = random(3);
    expect(compareSides(sideOf(sample(next, 30)), sideOf(sample(next, 400, 5000)), 50)).toMatchObject({
      interval: null,
      verdict: 'insufficient',
    });
  });

  it('gives the same answers from only the grid points gridSlice names, the rest unknown', () => {
    const next = random(5);
    const minSamples = 50;
    for (const [a, b] of [
      [2, 3],
      [40, 900],
      [50, 50],
      [120, 4000],
      [999, 20_000],
      [30_000, 60_000],
    ] as const) {
      const sides = [sideOf(sample(next, a)), sideOf(sample(next, b, 100))] as const;
      const eligible = [a, b].filter((n) => n >= minSamples);
      const slice = gridSlice(eligible.length > 0 ? Math.min(...eligible) : undefined);
      const cut = (side: Side): Side => ({
        ...side,
        grid: side.grid.map((q, i) => (i >= slice.from && i < slice.to ? q : NaN)),
      });
      expect(compareSides(cut(sides[0]), cut(sides[1]), minSamples)).toEqual(
        compareSides(sides[0], sides[1], minSamples),
      );
      for (const n of [a, b]) {
        const needed = gridSlice(n >= Math.max(minSamples, 2) ? n : undefined);
        expect(needed.from >= slice.from && needed.to <= slice.to).toBe(true);
      }
    }
    // Large groups need few points: the reason for the slice.
    const large = gridSlice(50_000);
    expect(large.to - large.from).toBeLessThanOrEqual(9);
    expect(gridSlice(2)).toEqual({ from: 0, to: GRID.length });
  });
});
