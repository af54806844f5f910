import { describe, expect, it } from 'vitest';
import { filterParams, parseSearch, windowParams } from './search.ts';

describe('the URL search state', () => {
  it('keeps valid values and drops unknown metrics, windows and keys', () => {
    expect(parseSearch({ metric: 'INP', days: '7', screen: 'employers', bogus: 'x' })).toEqual({
      metric: 'INP',
      days: 7,
      screen: 'employers',
    });
    expect(parseSearch({ metric: 'XYZ', days: 5, device: '' })).toEqual({});
  });

  it('turns the window and the filters into query parameters', () => {
    const now = Date.parse('2026-11-25T12:00:00.000Z');
    expect(windowParams({ days: 7 }, now)).toEqual({ from: '2026-11-18T12:00:00.000Z' });
    expect(windowParams({}, now)).toEqual({});
    expect(filterParams({ screen: 'employers', device: 'mobile', metric: 'LCP' })).toMatchObject({
      screen: 'employers',
      device: 'mobile',
    });
    expect(filterParams({ metric: 'LCP' })).not.toHaveProperty('metric');
  });
});
