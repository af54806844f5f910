import { describe, expect, it } from 'vitest';
import { offsetSpans } from './zoned-time.ts';

const HOUR_MS = 3_600_000;

describe('offsetSpans', () => {
  it('finds the DST changes inside a window to the millisecond, and one span without any', () => {
    const from = Date.UTC(2026, 2, 1);
    const to = Date.UTC(2026, 10, 30);
    expect(offsetSpans(from, to, 'Europe/Amsterdam')).toEqual([
      { untilMs: Date.UTC(2026, 2, 29, 1), offsetMs: HOUR_MS },
      { untilMs: Date.UTC(2026, 9, 25, 1), offsetMs: 2 * HOUR_MS },
      { untilMs: Infinity, offsetMs: HOUR_MS },
    ]);
    expect(offsetSpans(from, to, 'UTC')).toEqual([{ untilMs: Infinity, offsetMs: 0 }]);
    expect(offsetSpans(from, to, 'Asia/Kolkata')).toEqual([{ untilMs: Infinity, offsetMs: 5.5 * HOUR_MS }]);
  });
});
