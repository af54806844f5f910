import type { WarnLog } from '@opstap/contracts';

/**
 * Sends `POST /log/warn` on the page's own host (spec section 7): a page loaded with an error, timed out
 * or was slow. A beacon with a string body goes out as `text/plain`, so there is no CORS preflight and it
 * survives the page being left; fetch with `keepalive` is the fallback. The response is never read, and
 * nothing here throws into the page.
 */

export const WARN_LOG_URL = '/log/warn';

/** What the caller knows; the user agent and path are filled in here. */
export interface WarnLogInput {
  readonly message: string;
  readonly stacktrace?: string;
  readonly path?: string;
}

// The contract's bounds (packages/contracts/src/warn-log.ts): longer values would be refused whole.
const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

export function warnLogBody(input: WarnLogInput): WarnLog {
  return {
    type: 'warn',
    message: clip(input.message || 'warning', 4096),
    stacktrace: clip(input.stacktrace ?? '', 32_768),
    userAgent: clip(navigator.userAgent, 1024),
    path: clip(input.path ?? location.pathname, 512),
  };
}

export function sendWarnLog(input: WarnLogInput): void {
  try {
    const body = JSON.stringify(warnLogBody(input));
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(WARN_LOG_URL, body)) return;
    void fetch(WARN_LOG_URL, { method: 'POST', body, keepalive: true }).catch(() => undefined);
  } catch {
    // Reporting a warning must never break the page that is already in trouble.
  }
}
