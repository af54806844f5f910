import type { SummaryResponse, SummaryRow } from '@opstap/contracts';
import { describe, expect, it } from 'vitest';
import { describeTrend, describeTrendBy } from './describe-trend.ts';

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

const summary = (rows: SummaryRow[], tz = 'UTC'): SummaryResponse => ({
  metric: 'LCP',
  groupBy: ['day'],
  from: '2026-11-20T00:00:00.000Z',
  to: '2026-11-27T00:00:00.000Z',
  tz,
  percentiles: [50, 75, 95],
  thresholds: { good: 2500, poor: 4000 },
  rows,
});

describe('describeTrend', () => {
  it('names the first and the last day with samples, and the releases first seen in the window, on the zone’s days', () => {
    const text = describeTrend(
      summary(
        [day('2026-11-24', 10, 2100), day('2026-11-25', 0, null), day('2026-11-26', 30, 3300)],
        'Europe/Amsterdam',
      ),
      [
        { appVersion: '1.6.0', firstSeen: '2026-10-01T08:00:00.000Z', lastSeen: '', pageViews: 1 },
        // 23:30 UTC is the next day in Amsterdam.
        { appVersion: '1.7.0', firstSeen: '2026-11-24T23:30:00.000Z', lastSeen: '', pageViews: 1 },
      ],
    );
    expect(text).toBe(
      'LCP p75 by day: 2.10 s on 2026-11-24 and 3.30 s on 2026-11-26, 40 samples. ' +
        'Good ≤ 2.50 s, poor > 4.00 s. Releases: 1.7.0 from 2026-11-25. Days in Europe/Amsterdam.',
    );
  });

  it('says so when one day has samples, rather than naming it twice', () => {
    const text = describeTrend(summary([day('2026-11-25', 0, null), day('2026-11-26', 14, 306)]), []);
    expect(text).toBe(
      'LCP p75 by day: 306 ms on 2026-11-26, the only day with samples, 14 samples. Good ≤ 2.50 s, poor > 4.00 s. Days in UTC.',
    );
  });

  it('says so when no day has samples', () => {
    expect(describeTrend(summary([day('2026-11-26', 0, null)]), [])).toBe(
      'LCP p75 by day: no samples in this window. Good ≤ 2.50 s, poor > 4.00 s. Days in UTC.',
    );
  });
});

describe('describeTrendBy', () => {
  it('names each device’s first and last day with samples, and the zone', () => {
    const row = (date: string, device: string, count: number, p75: number | null): SummaryRow => ({
      ...day(date, count, p75),
      group: { day: date, device },
    });
    const text = describeTrendBy(
      summary(
        [
          row('2026-11-25', 'mobile', 10, 2100),
          row('2026-11-25', 'tablet', 0, null),
          row('2026-11-26', 'mobile', 12, 3300),
          row('2026-11-26', 'tablet', 1, 4321),
        ],
        'Europe/Amsterdam',
      ),
      'device',
      ['mobile', 'tablet', 'desktop'],
    );
    expect(text).toBe(
      'LCP p75 by day and device: mobile 2.10 s on 2026-11-25 and 3.30 s on 2026-11-26, 22 samples; ' +
        'tablet 4.32 s on 2026-11-26, 1 sample; desktop: no samples. Days in Europe/Amsterdam.',
    );
  });
});
