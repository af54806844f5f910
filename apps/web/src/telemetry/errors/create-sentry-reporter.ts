import {
  BrowserClient,
  Scope,
  dedupeIntegration,
  defaultStackParser,
  linkedErrorsIntegration,
  makeFetchTransport,
} from '@sentry/browser';
import type { LogRecord } from '../log-record.ts';
import { describeReport, type ReportEnvironment } from './describe-report.ts';

/** What the Sentry client is built with. */
export interface SentryReporterConfig {
  /** The DSN from the build (`VITE_SENTRY_DSN`). */
  readonly dsn: string;
  /** The app version, reported as Sentry's release. */
  readonly release: string;
  /** `production`, `development`… (Vite's mode). */
  readonly environment: string;
  /** `home-page` (docs/requirements/client-telemetry.md#error-reporting). */
  readonly client: string;
}

/** Sends one log record to Sentry. */
export type SendReport = (record: LogRecord) => void;

/**
 * The Sentry side of error reporting, in the error-reporting chunk (never on the first-visit path).
 *
 * A bare `BrowserClient` on its own scope rather than `Sentry.init`: no global handlers (the app's own
 * handlers log uncaught errors as warnings and suppress them, and the logger sink brings them here:
 * docs/requirements/client-telemetry.md#error-reporting), no session or client-report requests, and nothing
 * global for another script on the page to trip over.
 */
export function createSentryReporter(config: SentryReporterConfig): SendReport {
  const client = new BrowserClient({
    dsn: config.dsn,
    release: config.release,
    environment: config.environment,
    transport: makeFetchTransport,
    stackParser: defaultStackParser,
    integrations: [dedupeIntegration(), linkedErrorsIntegration()],
    attachStacktrace: true,
    sendClientReports: false,
  });
  const base = new Scope();
  base.setClient(client);
  client.init();

  return (record) => {
    const env: ReportEnvironment = {
      client: config.client,
      userAgent: navigator.userAgent,
      pageUrl: location.href,
    };
    const report = describeReport(record, env);
    const scope = base.clone();
    scope.setLevel(report.level);
    scope.setTags(report.tags);
    scope.setExtras(report.extra);
    // `logger` and `request` are event fields with no scope setter; Sentry's own httpContext sets `request`
    // at send time, but the affected URL is the one at the log call (the report may leave later).
    scope.addEventProcessor((event) => ({
      ...event,
      logger: report.logger,
      request: { ...event.request, url: report.request.url, headers: { ...report.request.headers } },
    }));
    if (report.error) {
      scope.captureException(report.error, { originalException: report.error });
    } else {
      const synthetic = new Error(report.message);
      if (report.stack) synthetic.stack = report.stack;
      scope.captureMessage(report.message, report.level, { syntheticException: synthetic });
    }
  };
}
