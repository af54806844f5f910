import type { SummaryResponse, SummaryRow } from '@opstap/contracts';
import { describe, expect, it } from 'vitest';
import { describeTrend } from './describe-trend.ts';

const day = (date: string, count: number, p75: number | null): SummaryRow => ({
  group: { day: date },
  count,
  p75,
  percentiles: { '50': p75, '75': p75, '95': p75 },
  good: 1,
  needsImprovement: 0,
  poor: 0,
  rating: p75 === null ? null : 'good',
});

const summary = (rows: SummaryRow[]): SummaryResponse => ({
  metric: 'LCP',
  groupBy: ['day'],
  from: '2026-11-20T00:00:00.000Z',
  to: '2026-11-27T00:00:00.000Z',
  tz: 'UTC',
  percentiles: [50, 75, 95],
  thresholds: { good: 2500, poor: 4000 },
  rows,
});

describe('describeTrend', () => {
  it('names the first and the last day with samples, and the releases first seen in the window', () => {
    const text = describeTrend(
      summary([day('2026-11-24', 10, 2100), day('2026-11-25', 0, null), day('2026-11-26', 30, 3300)]),
      [
        { appVersion: '1.6.0', firstSeen: '2026-10-01T08:00:00.000Z', lastSeen: '', pageViews: 1 },
        { appVersion: '1.7.0', firstSeen: '2026-11-25T08:00:00.000Z', lastSeen: '', pageViews: 1 },
      ],
    );
    expect(text).toBe(
      'LCP p75 by day: 2.10 s on 2026-11-24 and 3.30 s on 2026-11-26, 40 samples. ' +
        'Good ≤ 2.50 s, poor > 4.00 s. Releases: 1.7.0 from 2026-11-25.',
    );
  });

  it('says so when one day has samples, rather than naming it twice', () => {
    const text = describeTrend(summary([day('2026-11-25', 0, null), day('2026-11-26', 14, 306)]), []);
    expect(text).toBe(
      'LCP p75 by day: 306 ms on 2026-11-26, the only day with samples, 14 samples. Good ≤ 2.50 s, poor > 4.00 s.',
    );
  });

  it('says so when no day has samples', () => {
    expect(describeTrend(summary([day('2026-11-26', 0, null)]), [])).toBe(
      'LCP p75 by day: no samples in this window. Good ≤ 2.50 s, poor > 4.00 s.',
    );
  });
});
