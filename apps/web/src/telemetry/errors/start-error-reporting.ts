import { DEFAULT_REPORT_LEVEL } from '@opstap/contracts';
import { addLogSink, createLogger, type LogRecord } from '../logger.ts';
import type { TelemetryStore } from '../telemetry-store.ts';
import type { SendReport, SentryReporterConfig } from './create-sentry-reporter.ts';

/** The logger scope of error reporting itself: its own records are never reported (no loops). */
const SCOPE = 'error-reporting';
const log = createLogger(SCOPE);

/** Records held while Sentry loads: the "tiny buffer" of issue 5; more than this during boot is a loop. */
export const EARLY_BUFFER_MAX = 10;
/** At most this many reports per page view: an error in a render loop must not flood the service. */
export const MAX_REPORTS_PER_PAGE = 50;

/** What error reporting needs; the loader and the idle scheduler are seams for tests. */
export interface ErrorReportingOptions extends Omit<SentryReporterConfig, 'dsn'> {
  /** The DSN from the build; without one, error reporting is off and Sentry is never loaded. */
  readonly dsn: string | undefined;
  /** Where the state shows (the tracking debug page). */
  readonly store: TelemetryStore;
  /** Runs the callback when the page is idle; returns a cancel. */
  readonly whenIdle: (callback: () => void) => () => void;
  /** Loads the Sentry chunk (a dynamic import in the app). */
  readonly loadReporter: () => Promise<(config: SentryReporterConfig) => SendReport>;
  /** Records at this level and above are reported (default warn, spec section 9). */
  readonly minLevel?: number;
}

/**
 * Registers the error-reporting sink (warn and above by default) and loads Sentry lazily: when the page is
 * idle, or at once on the first record, whichever comes first. Records logged before this call (boot errors)
 * are replayed from the logger's recent records. Returns the stop function.
 */
export function startErrorReporting(options: ErrorReportingOptions): () => void {
  const { dsn, store } = options;
  if (!dsn) {
    store.setErrorReporting({ state: 'off' });
    return () => {};
  }
  let send: SendReport | undefined;
  let loading = false;
  let failed = false;
  let buffer: LogRecord[] = [];
  let reported = 0;
  let dropped = 0;
  const show = (patch: Parameters<TelemetryStore['setErrorReporting']>[0] = {}) =>
    store.setErrorReporting({ reported, dropped, buffered: buffer.length, ...patch });

  const deliver = (record: LogRecord): void => {
    if (reported >= MAX_REPORTS_PER_PAGE || !send) {
      dropped += 1;
      return;
    }
    reported += 1;
    try {
      send(record);
    } catch (error) {
      log.info('Sentry refused a report', { error }); // below the report level: never comes back here
    }
  };

  const load = (): void => {
    if (loading) return;
    loading = true;
    show({ state: 'loading' });
    options.loadReporter().then(
      (create) => {
        send = create({
          dsn,
          release: options.release,
          environment: options.environment,
          client: options.client,
        });
        const held = buffer;
        buffer = [];
        for (const record of held) deliver(record);
        show({ state: 'ready' });
      },
      (error: unknown) => {
        failed = true;
        dropped += buffer.length;
        buffer = [];
        show({ state: 'failed' });
        log.info('Error reporting could not load', { error });
      },
    );
  };

  const sink = (record: LogRecord): void => {
    if (record.scope === SCOPE) return;
    if (send) deliver(record);
    else if (failed || buffer.length >= EARLY_BUFFER_MAX) dropped += 1;
    else buffer.push(record);
    show();
    load(); // the first error does not wait for idle
  };

  show({ state: 'waiting' });
  const cancelIdle = options.whenIdle(load);
  const removeSink = addLogSink(sink, options.minLevel ?? DEFAULT_REPORT_LEVEL, { replay: true });
  return () => {
    cancelIdle();
    removeSink();
  };
}
