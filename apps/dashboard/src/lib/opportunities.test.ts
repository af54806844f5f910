import type { PassingRow } from '@opstap/contracts';
import { describe, expect, it } from 'vitest';
import { hasEnoughSamples, opportunities } from './opportunities.ts';

const figure = (p75: number | null, count: number) => ({ p75, count, rating: null });
const row = (
  key: string,
  device: string,
  lcp: number,
  inp: number,
  cls: number,
  count = 100,
): PassingRow => ({
  key,
  device,
  metrics: { LCP: figure(lcp, count), INP: figure(inp, count), CLS: figure(cls, count) },
  verdict: 'failing',
});

describe('opportunities', () => {
  it('ranks the relative gap to good times the traffic, largest first, and skips what is good', () => {
    const rows = [
      row('home', 'mobile', 3000, 150, 0.05, 1000), // LCP gap 500/2500 × 1000 = 200
      row('employers', 'mobile', 5000, 150, 0.05, 100), // LCP gap 2500/2500 × 100 = 100
      row('press', 'desktop', 2000, 300, 0.3, 100), // INP 100/200 × 100 = 50; CLS 0.2/0.1 × 100 = 200
    ];
    const found = opportunities(rows, 50);
    expect(found.map((o) => `${o.key}/${o.metric}`)).toEqual([
      'home/LCP',
      'press/CLS',
      'employers/LCP',
      'press/INP',
    ]);
    expect(found[0]?.gap).toBe(500);
    expect(found[0]?.score).toBeCloseTo(200);
  });

  it('leaves out metrics with too few samples or no data', () => {
    const rows = [
      row('home', 'mobile', 9000, 150, 0.05, 10),
      {
        ...row('x', 'mobile', 1, 1, 0),
        metrics: { LCP: figure(null, 0), INP: figure(1, 60), CLS: figure(0, 60) },
      },
    ];
    expect(opportunities(rows as PassingRow[], 50)).toEqual([]);
  });
});

describe('hasEnoughSamples', () => {
  it('is true once one row has enough samples of one core metric, and false before', () => {
    const few = row('home', 'mobile', 3000, 150, 0.05, 49);
    expect(hasEnoughSamples([few], 50)).toBe(false);
    expect(hasEnoughSamples([], 50)).toBe(false);
    const oneMetric: PassingRow = { ...few, metrics: { ...few.metrics, CLS: figure(0.05, 50) } };
    expect(hasEnoughSamples([few, oneMetric], 50)).toBe(true);
  });
});
