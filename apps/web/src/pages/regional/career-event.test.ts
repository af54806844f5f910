import { describe, expect, it } from 'vitest';
import { isPast } from './career-event.ts';

describe('the career event', () => {
  it('is upcoming until it ends, and past from then on', () => {
    const event = { endsAt: '2027-03-18T18:00:00+01:00' };
    const end = Date.parse('2027-03-18T17:00:00Z');
    expect(isPast(event, end - 1)).toBe(false);
    expect(isPast(event, end)).toBe(true);
  });
});
