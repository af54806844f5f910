import type { MetricName, Rating } from '@opstap/contracts';
import {
  loggerSettings,
  writeLoggerSetting,
  type LoggerSettingKey,
  type LoggerSettings,
} from './logger-settings.ts';
import type { SendAnswer, SentBatch } from './vitals/create-vital-transport.ts';

/** A metric as measured on this page view (its latest value). */
export interface MeasuredVital {
  /** The metric name. */
  readonly name: MetricName;
  /** ms, or unitless for CLS. */
  readonly value: number;
  /** Rated with the spec's thresholds. */
  readonly rating: Rating;
  /** The web-vitals metric id. */
  readonly id: string;
  /** `Date.now()` when it was measured. */
  readonly time: number;
}

/** A batch that left the page, with its answer once known. */
export interface SentRecord extends SentBatch {
  /** `undefined` while a fetch is in flight. */
  readonly answer?: SendAnswer;
}

/** Where the lazily loaded parts are. */
export type LoadState = 'off' | 'waiting' | 'loading' | 'ready' | 'failed';

/** Error reporting's state on this page view. */
export interface ErrorReportingStatus {
  /** `off` without a DSN; `waiting` until idle or the first error; then loading, ready or failed. */
  readonly state: LoadState;
  /** Records handed to Sentry. */
  readonly reported: number;
  /** Records held until Sentry has loaded. */
  readonly buffered: number;
  /** Records dropped (buffer full, or the per-page cap reached). */
  readonly dropped: number;
}

/** Everything the tracking debug page shows, as one immutable snapshot. */
export interface TelemetrySnapshot {
  /** web-vitals: waiting for idle, loading its chunk, ready (measuring), or failed. */
  readonly vitalsState: LoadState;
  /** Latest value per metric. */
  readonly vitals: Readonly<Partial<Record<MetricName, MeasuredVital>>>;
  /** The last 20 batches sent, oldest first. */
  readonly sent: readonly SentRecord[];
  /** Reports waiting for the page to be hidden. */
  readonly pending: number;
  /** Until when (ms) the service asked to wait, or 0. */
  readonly blockedUntil: number;
  /** Reports dropped from a full queue. */
  readonly dropped: number;
  /** Error reporting. */
  readonly errorReporting: ErrorReportingStatus;
  /** The logger's local-storage settings. */
  readonly logger: LoggerSettings;
}

/** The store's API: the telemetry writes, the debug page reads (`useSyncExternalStore`). */
export interface TelemetryStore {
  /** The current snapshot; the same object until something changes. */
  getSnapshot(): TelemetrySnapshot;
  /** Calls `listener` after each change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Sets the web-vitals loading state. */
  setVitalsState(state: LoadState): void;
  /** Records a measured metric. */
  recordVital(vital: MeasuredVital): void;
  /** Records a batch that left the page. */
  recordSent(batch: SentBatch): void;
  /** Records the answer to batch `batch`. */
  recordAnswer(batch: number, answer: SendAnswer): void;
  /** Sets the queue's state. */
  setQueue(queue: { pending: number; blockedUntil: number; dropped: number }): void;
  /** Updates the error-reporting status. */
  setErrorReporting(patch: Partial<ErrorReportingStatus>): void;
  /** Writes a logger setting to local storage and shows its effect. */
  writeLoggerSetting(key: LoggerSettingKey, value: string | null): void;
}

const SENT_KEPT = 20;

/**
 * The snapshot before anything happened, with no local-storage settings: what the prerender renders, so
 * hydration matches (`useSyncExternalStore`'s server snapshot).
 */
export const INITIAL_SNAPSHOT: TelemetrySnapshot = {
  vitalsState: 'waiting',
  vitals: {},
  sent: [],
  pending: 0,
  blockedUntil: 0,
  dropped: 0,
  errorReporting: { state: 'off', reported: 0, buffered: 0, dropped: 0 },
  logger: { consoleLevelSetting: null, consoleLevel: 'off', logWebVitals: false, reportLevel: 'warn' },
};

/** A new store; the app uses the one `telemetryStore`, tests make their own. */
export function createTelemetryStore(): TelemetryStore {
  let snapshot: TelemetrySnapshot = { ...INITIAL_SNAPSHOT, logger: loggerSettings() };
  const listeners = new Set<() => void>();
  const update = (patch: Partial<TelemetrySnapshot>): void => {
    snapshot = { ...snapshot, ...patch };
    for (const listener of [...listeners]) listener();
  };

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setVitalsState: (vitalsState) => update({ vitalsState }),
    recordVital: (vital) => update({ vitals: { ...snapshot.vitals, [vital.name]: vital } }),
    recordSent: (batch) => update({ sent: [...snapshot.sent, batch].slice(-SENT_KEPT) }),
    recordAnswer: (batch, answer) =>
      update({ sent: snapshot.sent.map((sent) => (sent.batch === batch ? { ...sent, answer } : sent)) }),
    setQueue: (queue) => update(queue),
    setErrorReporting: (patch) => update({ errorReporting: { ...snapshot.errorReporting, ...patch } }),
    writeLoggerSetting(key, value) {
      writeLoggerSetting(key, value);
      update({ logger: loggerSettings() });
    },
  };
}

/** The page's telemetry store: written by `startTelemetry`, read by the tracking debug page. */
export const telemetryStore: TelemetryStore = createTelemetryStore();
