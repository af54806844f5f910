import { DEFAULT_REPORT_LEVEL } from '@opstap/contracts';
import { takeEarlyRecords } from '../early-records.ts';
import type { LogRecord } from '../log-record.ts';
import { addLogSink } from '../log-sinks.ts';
import { createLogger } from '../logger.ts';
import type { TelemetryStore } from '../telemetry-store.ts';
import { createSentryReporter, type SentryReporterConfig } from './create-sentry-reporter.ts';

/** The logger scope of error reporting itself: its own records are never reported (no loops). */
const SCOPE = 'error-reporting';
const log = createLogger(SCOPE);

/** At most this many reports per page view: an error in a render loop must not flood the service. */
export const MAX_REPORTS_PER_PAGE = 50;

/** What error reporting needs from `startTelemetry`. */
export interface ErrorReportingOptions extends SentryReporterConfig {
  /** Where its counts show (the tracking debug page). */
  readonly store: TelemetryStore;
  /** Records at this level and above are reported (default warn, docs/requirements/client-telemetry.md#logger). */
  readonly minLevel?: number;
}

/**
 * Error reporting (docs/requirements/client-telemetry.md#error-reporting): this module and Sentry form one
 * lazy chunk, which `startTelemetry` imports when a DSN is set, at idle or at once on the first warning. It
 * reports the records held since the page started (early-records.ts), then every record at the report level
 * as it is logged, up to the per-page cap. Returns the stop function.
 */
export function startErrorReporting(options: ErrorReportingOptions): () => void {
  const { store, minLevel = DEFAULT_REPORT_LEVEL } = options;
  const send = createSentryReporter(options);
  let reported = 0;
  let dropped = 0;

  const report = (record: LogRecord): void => {
    if (record.scope === SCOPE) return;
    if (reported >= MAX_REPORTS_PER_PAGE) {
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
  const show = () => store.setErrorReporting({ reported, dropped, buffered: 0 });

  // Taking the held records and adding the sink happen in one synchronous step: no record falls between.
  const early = takeEarlyRecords();
  dropped += early.dropped;
  for (const record of early.records) report(record);
  show();
  const removeSink = addLogSink((record) => {
    report(record);
    show();
  }, minLevel);
  return removeSink;
}
