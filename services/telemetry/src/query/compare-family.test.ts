import { describe, expect, it } from 'vitest';
import { quantileCont, random } from '../../test/store/store-contract-data.ts';
import { compareFamily } from './compare-family.ts';
import { compareSides, GRID, Z_READ, type Side } from './compare-interval.ts';
import { quantile, upperTail } from './normal.ts';

/** A side as the stores give it: quantile_cont at the grid's fractions (sorted once: each read is then linear). */
const sideOf = (values: number[]): Side => {
  values.sort((a, b) => a - b);
  return { count: values.length, grid: GRID.map((f) => quantileCont(values, f)) };
};

/** Log-normal LCP-like samples (median ~2 s), shifted by `shift` ms. */
function sample(next: () => number, n: number, shift = 0): number[] {
  return Array.from({ length: n }, () => {
    const normal = Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
    return Math.exp(7.6 + 0.5 * normal) + shift;
  });
}

/** A page family × device family of `groups` pairs; `shifts[i]` moves group i's candidate. */
function family(next: () => number, groups: number, n: number, shifts: Record<number, number> = {}) {
  return Array.from(
    { length: groups },
    (_, i) => [sideOf(sample(next, n)), sideOf(sample(next, n, shifts[i] ?? 0))] as const,
  );
}

describe('the normal distribution (docs/decisions/0132-compare-holm.md)', () => {
  it('gives known quantiles and tails', () => {
    expect(quantile(0.975)).toBeCloseTo(1.959964, 5);
    expect(quantile(0.5)).toBeCloseTo(0, 9);
    expect(quantile(1 - 0.05 / 40)).toBeCloseTo(3.023341, 4);
    expect(quantile(1 - 0.05 / 2000)).toBeCloseTo(Z_READ, 5);
    expect(upperTail(1.959964)).toBeCloseTo(0.025, 6);
    expect(upperTail(-1)).toBeCloseTo(0.841345, 6);
  });
});

describe('the release comparison over many groups, Holm-corrected (docs/decisions/0132-compare-holm.md)', () => {
  const runs = 200;
  const groups = 20;

  it('gives a verdict in at most 5% of runs over 20 groups where nothing changed (uncorrected: far more)', () => {
    const next = random(132);
    let corrected = 0;
    let uncorrected = 0;
    for (let run = 0; run < runs; run += 1) {
      const pairs = family(next, groups, 200);
      const { rows, tests } = compareFamily(pairs, 50);
      expect(tests).toBe(groups);
      if (rows.some((row) => row.verdict !== 'no-change')) corrected += 1;
      if (pairs.some(([b, c]) => compareSides(b, c, 50).verdict !== 'no-change')) uncorrected += 1;
    }
    expect(corrected / runs).toBeLessThanOrEqual(0.05);
    // Twenty tests at 95% each: the check above would fail without the correction.
    expect(uncorrected / runs).toBeGreaterThan(0.3);
  });

  it('finds a planted regression in one group of twenty, and its interval excludes 0 at the corrected level', () => {
    const next = random(7);
    let found = 0;
    let others = 0;
    for (let run = 0; run < runs / 2; run += 1) {
      const { rows } = compareFamily(family(next, groups, 400, { 3: 600 }), 50);
      const planted = rows[3];
      if (planted?.verdict === 'worse') {
        found += 1;
        expect(planted.interval?.[0]).toBeGreaterThan(0);
        // Holm's first step is at 0.05 / 20; a step later (another group's smaller p) at 0.05 / 19.
        expect(planted.confidence).toBeGreaterThanOrEqual(1 - 0.05 / (groups - 1));
      }
      if (rows.some((row, i) => i !== 3 && row.verdict !== 'no-change')) others += 1;
      for (const row of rows) {
        const excludes = row.interval !== null && (row.interval[0] > 0 || row.interval[1] < 0);
        expect(excludes).toBe(row.verdict === 'worse' || row.verdict === 'better');
      }
    }
    expect(found / (runs / 2)).toBeGreaterThan(0.85);
    expect(others / (runs / 2)).toBeLessThanOrEqual(0.05);
  });

  it('counts only the groups with enough values as tests, and leaves the rest insufficient', () => {
    const next = random(3);
    const { rows, tests } = compareFamily(
      [
        [sideOf(sample(next, 30)), sideOf(sample(next, 400, 5000))],
        [sideOf(sample(next, 400)), sideOf(sample(next, 400, 5000))],
      ],
      50,
    );
    expect(tests).toBe(1);
    expect(rows[0]).toMatchObject({ verdict: 'insufficient', interval: null, confidence: null });
    expect(rows[1]).toMatchObject({ verdict: 'worse', confidence: 0.95 });
  });
});
