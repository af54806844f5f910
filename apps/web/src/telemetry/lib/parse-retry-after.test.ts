import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY_AFTER_MS, MAX_RETRY_AFTER_MS, parseRetryAfter } from './parse-retry-after.ts';

const now = Date.parse('2026-11-22T05:00:00Z');

describe('parseRetryAfter', () => {
  it('reads delay-seconds', () => {
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
  });

  it('reads an HTTP date, and a past date as no wait', () => {
    expect(parseRetryAfter('Sun, 22 Nov 2026 05:00:45 GMT', now)).toBe(45_000);
    expect(parseRetryAfter('Sun, 22 Nov 2026 04:00:00 GMT', now)).toBe(0);
  });

  it('waits the default when the header is missing or unreadable', () => {
    expect(parseRetryAfter(null, now)).toBe(DEFAULT_RETRY_AFTER_MS);
    expect(parseRetryAfter('', now)).toBe(DEFAULT_RETRY_AFTER_MS);
    expect(parseRetryAfter('soon', now)).toBe(DEFAULT_RETRY_AFTER_MS);
    expect(parseRetryAfter('-5', now)).toBe(DEFAULT_RETRY_AFTER_MS);
  });

  it('caps an absurd wait', () => {
    expect(parseRetryAfter('999999', now)).toBe(MAX_RETRY_AFTER_MS);
  });
});
