import { LOG_LEVELS, type LogLevelName } from '@opstap/contracts';
import type { LogRecord } from '../log-record.ts';

/** The three report levels (docs/requirements/client-telemetry.md#error-reporting), in Sentry's words. */
export type ReportLevel = 'info' | 'warning' | 'error';

/**
 * One error report, with the fields docs/requirements/client-telemetry.md#error-reporting lists, before
 * Sentry turns it into an event.
 */
export interface ReportDescription {
  /** info, warning (the spec's "warn") or error. */
  readonly level: ReportLevel;
  /** What happened: the Error's message when there is an Error, else the log message. */
  readonly message: string;
  /** The Error to report with its own stack (kept as is: `ChunkLoadError` keeps its name). */
  readonly error?: Error;
  /** Without an Error: the logger call site's stack, so the report still has a stack trace. */
  readonly stack?: string;
  /** The logger scope; Sentry's `logger` field. */
  readonly logger: string;
  /** Searchable tags: the client (`home-page`), the logger scope, the log level, an error code if any. */
  readonly tags: Readonly<Record<string, string>>;
  /** The affected URL and the user agent, where Sentry shows a request. */
  readonly request: { readonly url: string; readonly headers: { readonly 'User-Agent': string } };
  /** The log message and context, shown beside the event. */
  readonly extra: Readonly<Record<string, unknown>>;
}

/** Where the page runs: filled from the browser, passed in so the mapping stays a pure function. */
export interface ReportEnvironment {
  /** `home-page` (docs/requirements/client-telemetry.md#error-reporting). */
  readonly client: string;
  /** `navigator.userAgent`. */
  readonly userAgent: string;
  /** The URL now, used when the record carries none. */
  readonly pageUrl: string;
}

function levelOf(level: LogLevelName): ReportLevel {
  const value = LOG_LEVELS[level];
  if (value >= LOG_LEVELS.error) return 'error'; // fatal too: the spec knows three levels
  if (value >= LOG_LEVELS.warn) return 'warning';
  return 'info';
}

/** A chunk load error's code (`CSS_CHUNK_LOAD_FAILED`) or failure type (`missing`, `timeout`), kept as tags. */
function errorDetails(error: unknown): Record<string, string> {
  if (typeof error !== 'object' || error === null) return {};
  const details: Record<string, string> = {};
  const { code, type } = error as { code?: unknown; type?: unknown };
  if (typeof code === 'string' || typeof code === 'number') details['error.code'] = String(code);
  if (typeof type === 'string') details['error.type'] = type;
  return details;
}

/**
 * Maps a log record to an error report: message, client, user agent, app version (the Sentry release, set
 * on the client), logger scope, stack trace, affected URL and level
 * (docs/requirements/client-telemetry.md#error-reporting).
 */
export function describeReport(record: LogRecord, env: ReportEnvironment): ReportDescription {
  const error = record.error instanceof Error ? record.error : undefined;
  // A rejection with a string or an object is no Error: its text joins the message, the stack is the call site's.
  const reason = record.error !== undefined && !error ? `: ${String(record.error)}` : '';
  return {
    level: levelOf(record.level),
    message: error ? error.message || record.message : `${record.message}${reason}`,
    ...(error ? { error } : { stack: record.stack }),
    logger: record.scope,
    tags: {
      client: env.client,
      scope: record.scope,
      'log.level': record.level,
      ...(error && error.name !== 'Error' ? { 'error.name': error.name } : {}),
      ...errorDetails(record.error),
    },
    request: { url: record.url ?? env.pageUrl, headers: { 'User-Agent': env.userAgent } },
    extra: { logMessage: record.message, ...(record.context ? { context: record.context } : {}) },
  };
}
