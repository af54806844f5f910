import { describe, expect, it } from 'vitest';
import { dayLabel, dayToSeconds, instantToSeconds, midnightIn } from './days.ts';

describe('days drawn on a chart', () => {
  it('draws a release at its wall clock in the zone, inside that zone’s day', () => {
    const x = instantToSeconds('2026-11-25T23:30:00Z', 'Europe/Amsterdam');
    expect(x).toBeGreaterThanOrEqual(dayToSeconds('2026-11-26'));
    expect(x).toBeLessThan(dayToSeconds('2026-11-27'));
  });

  it('labels a day with its own date', () => {
    expect(dayLabel(dayToSeconds('2026-11-28'))).toBe('28 Nov');
  });

  it('sends a day as the instant it begins in the zone', () => {
    expect(midnightIn('2026-10-01', 'Europe/Amsterdam')).toBe('2026-09-30T22:00:00.000Z');
    expect(midnightIn('2026-10-26', 'Europe/Amsterdam')).toBe('2026-10-25T23:00:00.000Z');
  });
});
