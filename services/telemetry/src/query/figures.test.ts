import { describe, expect, it } from 'vitest';
import { shown } from './figures.ts';

describe('shown: figures as the API answers them', () => {
  it('gives CLS to 3 decimals, a tie up whichever side of it float noise left the engine', () => {
    // One p75 halfway between 0.231 and 0.232, as DuckDB and ClickHouse compute it.
    expect(shown('CLS', 0.23150000000000001)).toBe(0.232);
    expect(shown('CLS', 0.23149999999999998)).toBe(0.232);
    expect(shown('CLS', 0.23149)).toBe(0.231);
    expect(shown('CLS', 0.0005)).toBe(0.001);
  });

  it('leaves the timings as computed and gives null for no figure', () => {
    expect(shown('LCP', 2500.1234)).toBe(2500.1234);
    expect(shown('INP', null)).toBeNull();
    expect(shown('CLS', Number.NaN)).toBeNull();
  });
});
