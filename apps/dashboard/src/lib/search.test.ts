import { describe, expect, it } from 'vitest';
import { dayWindow, filterParams, parseSearch, windowParams } from './search.ts';

describe('the URL search state', () => {
  it('keeps valid values and drops unknown metrics, windows, zones and keys', () => {
    expect(
      parseSearch({ metric: 'INP', days: '30', screen: 'employers', tz: 'Europe/Amsterdam', bogus: 'x' }),
    ).toEqual({
      metric: 'INP',
      days: 30,
      screen: 'employers',
      tz: 'Europe/Amsterdam',
    });
    expect(parseSearch({ metric: 'XYZ', days: 5, device: '', tz: 'Mars/Olympus' })).toEqual({});
  });

  it('keeps the export view’s table and format only when the service has them', () => {
    expect(parseSearch({ table: 'warnings', format: 'parquet' })).toEqual({
      table: 'warnings',
      format: 'parquet',
    });
    expect(parseSearch({ table: 'raw_values', format: 'xlsx' })).toEqual({});
  });

  it('takes a custom range only whole and in order, and then not a preset', () => {
    expect(parseSearch({ days: 7, from: '2026-11-01', to: '2026-11-07' })).toEqual({
      from: '2026-11-01',
      to: '2026-11-07',
    });
    expect(parseSearch({ from: '2026-11-08', to: '2026-11-07' })).toEqual({});
    expect(parseSearch({ from: '2026-02-30', to: '2026-03-07' })).toEqual({});
    expect(parseSearch({ from: '2026-11-01' })).toEqual({});
  });

  it('asks for whole days of the zone, today included, with the zone on every question', () => {
    // 23:30 UTC on the 25th is already the 26th in Amsterdam.
    const now = Date.parse('2026-11-25T23:30:00.000Z');
    expect(windowParams({ days: 7, tz: 'Europe/Amsterdam' }, now)).toEqual({
      from: '2026-11-20',
      tz: 'Europe/Amsterdam',
    });
    expect(windowParams({ days: 7, tz: 'UTC' }, now)).toEqual({ from: '2026-11-19', tz: 'UTC' });
    expect(windowParams({ tz: 'UTC' }, now)).toEqual({ from: '2026-10-29', tz: 'UTC' });
    expect(dayWindow({ tz: 'UTC' }, now)).toMatchObject({
      from: '2026-10-29',
      to: '2026-11-25',
      custom: false,
    });
    // A custom range's last day is included: the API's `to` is the day after.
    expect(windowParams({ from: '2026-11-01', to: '2026-11-07', tz: 'Europe/London' }, now)).toEqual({
      from: '2026-11-01',
      to: '2026-11-08',
      tz: 'Europe/London',
    });
  });

  it('turns the filters into query parameters', () => {
    expect(filterParams({ screen: 'employers', device: 'mobile', metric: 'LCP', tz: 'UTC' })).toMatchObject({
      screen: 'employers',
      device: 'mobile',
      tz: 'UTC',
    });
    expect(filterParams({ metric: 'LCP' })).not.toHaveProperty('metric');
  });
});
