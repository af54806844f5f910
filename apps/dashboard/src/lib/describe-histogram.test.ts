import type { HistogramResponse } from '@opstap/contracts';
import { describe, expect, it } from 'vitest';
import { bucketLabel, describeHistogram } from './describe-histogram.ts';

const histogram = (
  buckets: [lower: number, upper: number | null, count: number][],
  max: number,
): HistogramResponse => ({
  metric: 'LCP',
  from: '2026-11-20T00:00:00.000Z',
  to: '2026-11-27T00:00:00.000Z',
  thresholds: { good: 2500, poor: 4000 },
  count: buckets.reduce((sum, [, , count]) => sum + count, 0),
  max,
  buckets: buckets.map(([lower, upper, count]) => ({ lower, upper, count })),
});

describe('describeHistogram', () => {
  it('counts the overflow bucket as good when the largest value is good', () => {
    const data = histogram(
      [
        [160, 260, 6],
        [260, 360, 7],
        [360, null, 1],
      ],
      371,
    );
    expect(describeHistogram(data)).toBe(
      'LCP histogram of 14 samples in 3 buckets; the most common range is 260 ms – 360 ms (7). ' +
        'All are good (≤ 2.50 s).',
    );
  });

  it('gives lower bounds when buckets straddle a bound or the overflow reaches past one', () => {
    const data = histogram(
      [
        [1000, 2000, 50],
        [2000, 3000, 30],
        [3000, 4100, 15],
        [4100, null, 5],
      ],
      9000,
    );
    expect(describeHistogram(data)).toBe(
      'LCP histogram of 100 samples in 4 buckets; the most common range is 1.00 s – 2.00 s (50). ' +
        'At least 50% are in buckets wholly good (≤ 2.50 s) and at least 5% wholly poor (> 4.00 s).',
    );
  });

  it('names the overflow bucket by the largest value', () => {
    expect(bucketLabel('LCP', { lower: 4100, upper: null, count: 5 }, 9000)).toBe(
      '4.10 s – 9.00 s (the largest)',
    );
    expect(bucketLabel('LCP', { lower: 4100, upper: null, count: 5 }, null)).toBe('4.10 s and above');
    expect(bucketLabel('LCP', { lower: 4760, upper: null, count: 40 }, 4760.0000001)).toBe(
      '4.76 s (the largest)',
    );
  });
});
