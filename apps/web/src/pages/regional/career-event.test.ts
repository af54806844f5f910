import { describe, expect, it } from 'vitest';
import { CAREER_EVENT, isPast } from './career-event.ts';

describe('the career event', () => {
  it('is upcoming until it ends, and past from then on', () => {
    const end = Date.parse(CAREER_EVENT.endsAt);
    expect(isPast(CAREER_EVENT, end - 1)).toBe(false);
    expect(isPast(CAREER_EVENT, end)).toBe(true);
  });

  it('ends on its own day, at its own end time', () => {
    expect(CAREER_EVENT.endsAt.startsWith(`${CAREER_EVENT.date}T${CAREER_EVENT.end}`)).toBe(true);
  });
});
