import { MAX_BATCH, type VitalReport } from '@opstap/contracts';
import { parseRetryAfter } from '../lib/parse-retry-after.ts';
import { sendBeaconOrFetch, type PageSenders } from '../lib/send-beacon.ts';
import { createLogger } from '../logger.ts';

const log = createLogger('vitals-transport');

/** How a batch left the page. */
export type SendVia = 'beacon' | 'fetch';

/**
 * What came back: `queued` means the browser accepted a beacon (its answer is not readable), a number is the
 * HTTP status of a fetch, `failed` a network error.
 */
export type SendAnswer = 'queued' | number | 'failed';

/** One batch the transport sent, for the tracking debug page. */
export interface SentBatch {
  /** Increasing per page view. */
  readonly batch: number;
  /** `Date.now()` when it was sent. */
  readonly time: number;
  /** sendBeacon, or fetch with keepalive as the fallback. */
  readonly via: SendVia;
  /** The reports, exactly as sent. */
  readonly reports: readonly VitalReport[];
}

/** The seams the transport uses (sendBeacon and fetch among them), so tests and the debug page see each step. */
export interface VitalTransportOptions extends PageSenders {
  /** Where to POST, e.g. `/analytics/vital`. */
  readonly endpoint: string;
  /** The clock (ms). */
  readonly now?: () => number;
  /** Most reports held while waiting (the oldest is dropped beyond it). */
  readonly maxPending?: number;
  /** Called when a batch leaves the page. */
  readonly onSent?: (sent: SentBatch) => void;
  /** Called when a batch's answer is known. */
  readonly onAnswer?: (batch: number, answer: SendAnswer) => void;
}

/** A queue of vitals reports that leaves the page only when flushed. */
export interface VitalTransport {
  /** Queues a report; a newer report for a queued id replaces it; false when that id was already sent. */
  enqueue(report: VitalReport): boolean;
  /**
   * Sends everything queued, or only the reports `which` picks (an earlier page view's, final already), unless
   * the service asked to wait (429/503 `Retry-After`). Never throws.
   */
  flush(which?: (report: VitalReport) => boolean): void;
  /** Reports waiting to be sent. */
  pendingCount(): number;
  /** Until when (ms) the service asked us to wait, or 0. */
  blockedUntil(): number;
  /** Reports dropped because the queue was full. */
  droppedCount(): number;
  /** Sends nothing for `ms` (a beacon's 429 seen through Resource Timing, which shows no Retry-After). */
  backOff(ms: number): void;
}

/**
 * Sent ids remembered against sending twice. A metric is re-reported only while its page view lasts, and
 * web-vitals finalises a view's metrics at the next soft navigation, so a long visit needs only the recent
 * ones: the memory stays bounded however many views it makes.
 */
const REMEMBERED_SENT_IDS = 500;

/** Statuses after which the service asked to be left alone for a while (Faro does the same). */
const BACK_OFF = new Set([429, 503]);

/**
 * The vitals transport (docs/requirements/client-telemetry.md#web-vitals; the web-vitals README's recipe,
 * grafana/faro's transport): a bounded queue, deduplicated by metric id, flushed by `sendBeaconOrFetch`.
 * Failures are logged as warnings, never thrown.
 */
export function createVitalTransport(options: VitalTransportOptions): VitalTransport {
  const now = options.now ?? Date.now;
  const maxPending = options.maxPending ?? 100;
  const pending = new Map<string, VitalReport>();
  const sentIds = new Set<string>();
  let blockedUntil = 0;
  let dropped = 0;
  let batches = 0;

  const hold = (report: VitalReport): void => {
    pending.set(report.id, report);
    while (pending.size > maxPending) {
      const oldest = pending.keys().next().value as string;
      pending.delete(oldest);
      dropped += 1;
    }
  };

  const requeue = (reports: readonly VitalReport[]): void => {
    for (const report of reports) {
      sentIds.delete(report.id);
      if (!pending.has(report.id)) hold(report); // a newer value queued meanwhile wins
    }
  };

  const answer = (batch: number, value: SendAnswer): void => options.onAnswer?.(batch, value);

  const settle = (batch: number, reports: readonly VitalReport[], response: Response): void => {
    answer(batch, response.status);
    if (BACK_OFF.has(response.status)) {
      blockedUntil = now() + parseRetryAfter(response.headers.get('retry-after'), now());
      requeue(reports);
    } else if (!response.ok) {
      log.warn(`Vitals rejected with HTTP ${response.status}`, { context: { count: reports.length } });
    }
  };

  const send = (reports: readonly VitalReport[]): void => {
    batches += 1;
    const batch = batches;
    for (const report of reports) {
      sentIds.delete(report.id);
      sentIds.add(report.id);
    }
    while (sentIds.size > REMEMBERED_SENT_IDS) sentIds.delete(sentIds.values().next().value as string);
    const delivery = sendBeaconOrFetch(options.endpoint, JSON.stringify(reports), options);
    options.onSent?.({ batch, time: now(), via: delivery.via === 'beacon' ? 'beacon' : 'fetch', reports });
    if (delivery.via === 'beacon') {
      answer(batch, 'queued');
    } else if (delivery.via === 'none') {
      log.warn('Vitals not sent: this browser has neither sendBeacon nor fetch', {
        context: { count: reports.length },
      });
      answer(batch, 'failed');
    } else {
      delivery.response.then(
        (response) => settle(batch, reports, response),
        (error: unknown) => {
          answer(batch, 'failed');
          log.warn('Vitals could not be sent', { error, context: { count: reports.length } });
        },
      );
    }
  };

  return {
    enqueue(report) {
      if (sentIds.has(report.id)) return false;
      hold(report);
      return true;
    },
    flush(which) {
      if (pending.size === 0 || now() < blockedUntil) return;
      const picked = which ? [...pending.values()].filter(which) : [...pending.values()];
      for (const report of picked) pending.delete(report.id);
      for (let start = 0; start < picked.length; start += MAX_BATCH)
        send(picked.slice(start, start + MAX_BATCH));
    },
    pendingCount: () => pending.size,
    blockedUntil: () => (now() < blockedUntil ? blockedUntil : 0),
    droppedCount: () => dropped,
    backOff(ms) {
      blockedUntil = Math.max(blockedUntil, now() + ms);
    },
  };
}
