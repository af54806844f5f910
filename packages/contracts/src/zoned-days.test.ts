import { describe, expect, it } from 'vitest';
import { addDays, dayIn, daysBetween, isDay, isTimeZone, offsetAt, startOfDay } from './zoned-days.ts';

const iso = (ms: number) => new Date(ms).toISOString();

describe('days of a zone', () => {
  it('puts an instant on its day in the zone', () => {
    expect(dayIn('2026-11-25T23:30:00Z', 'UTC')).toBe('2026-11-25');
    expect(dayIn('2026-11-25T23:30:00Z', 'Europe/Amsterdam')).toBe('2026-11-26');
    expect(dayIn('2026-11-26T04:30:00Z', 'America/New_York')).toBe('2026-11-25');
  });

  it('lists the zone’s days of a window, across a change of clocks', () => {
    // Amsterdam leaves summer time on 2026-10-25: that day has 25 hours.
    expect(daysBetween('2026-10-23T22:00:00Z', '2026-10-26T23:00:00Z', 'Europe/Amsterdam')).toEqual([
      '2026-10-24',
      '2026-10-25',
      '2026-10-26',
    ]);
    expect(daysBetween('2026-11-20T00:00:00Z', '2026-11-22T00:00:00Z', 'UTC')).toEqual([
      '2026-11-20',
      '2026-11-21',
    ]);
  });

  it('knows a real date and moves one by calendar days', () => {
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2028-02-29')).toBe(true);
  });

  it('knows a zone the runtime knows, and its offset at an instant', () => {
    expect(isTimeZone('Europe/Amsterdam')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(offsetAt(Date.UTC(2026, 0, 15, 12, 0, 0, 500), 'Europe/Amsterdam')).toBe(3_600_000);
    expect(offsetAt(Date.UTC(2026, 6, 15), 'Asia/Kolkata')).toBe(19_800_000);
  });

  it('begins a day at its midnight in the zone, in summer and winter time', () => {
    expect(iso(startOfDay('2026-10-01', 'UTC'))).toBe('2026-10-01T00:00:00.000Z');
    expect(iso(startOfDay('2026-10-01', 'Europe/Amsterdam'))).toBe('2026-09-30T22:00:00.000Z');
    // The day after Amsterdam leaves summer time begins at 23:00 UTC; the day itself at 22:00.
    expect(iso(startOfDay('2026-10-25', 'Europe/Amsterdam'))).toBe('2026-10-24T22:00:00.000Z');
    expect(iso(startOfDay('2026-10-26', 'Europe/Amsterdam'))).toBe('2026-10-25T23:00:00.000Z');
    expect(iso(startOfDay('2026-11-26', 'America/New_York'))).toBe('2026-11-26T05:00:00.000Z');
    expect(dayIn(startOfDay('2026-11-26', 'Asia/Kolkata'), 'Asia/Kolkata')).toBe('2026-11-26');
  });
});
