import { WARN_LOG_MAX, type WarnLog } from '@opstap/contracts';
import { sendBeaconOrFetch } from './lib/send-beacon.ts';

/**
 * Sends `POST /log/warn` on the page's own host (docs/requirements/client-telemetry.md#warn-logs): a page
 * loaded with an error, timed out or was slow. The response is never read, and nothing here throws into the
 * page.
 */

export const WARN_LOG_URL = '/log/warn';

/** What the caller knows; the user agent and path are filled in here. */
export interface WarnLogInput {
  readonly message: string;
  readonly stacktrace?: string;
  readonly path?: string;
}

// The contract's bounds: one value over its bound would refuse the whole log.
const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

export function warnLogBody(input: WarnLogInput): WarnLog {
  return {
    type: 'warn',
    message: clip(input.message || 'warning', WARN_LOG_MAX.message),
    stacktrace: clip(input.stacktrace ?? '', WARN_LOG_MAX.stacktrace),
    userAgent: clip(navigator.userAgent, WARN_LOG_MAX.userAgent),
    path: clip(input.path ?? location.pathname, WARN_LOG_MAX.path),
  };
}

export function sendWarnLog(input: WarnLogInput): void {
  try {
    const delivery = sendBeaconOrFetch(WARN_LOG_URL, JSON.stringify(warnLogBody(input)));
    if (delivery.via === 'fetch') delivery.response.catch(() => undefined);
  } catch {
    // Reporting a warning must never break the page that is already in trouble.
  }
}
