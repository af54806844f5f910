/** When the header is missing or unreadable: wait a minute (a 429 without it still means "slow down"). */
export const DEFAULT_RETRY_AFTER_MS = 60_000;
/** A longer wait is more likely a misconfigured server than a plan; the page view is over by then anyway. */
export const MAX_RETRY_AFTER_MS = 60 * 60_000;

/**
 * The wait a `Retry-After` header asks for, in ms: delay-seconds (`120`) or an HTTP date (RFC 9110 §10.2.3).
 * A date in the past means "now" (0).
 */
export function parseRetryAfter(header: string | null | undefined, now: number): number {
  const text = header?.trim();
  if (!text) return DEFAULT_RETRY_AFTER_MS;
  if (/^\d+$/.test(text)) return Math.min(Number(text) * 1000, MAX_RETRY_AFTER_MS);
  // An HTTP date always names its day and month; `Date.parse` alone would take "-5" for the year -5.
  const date = /[a-z]/i.test(text) ? Date.parse(text) : Number.NaN;
  if (Number.isNaN(date)) return DEFAULT_RETRY_AFTER_MS;
  return Math.min(Math.max(0, date - now), MAX_RETRY_AFTER_MS);
}
