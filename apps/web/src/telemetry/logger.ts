import { DEFAULT_REPORT_LEVEL, LOG_LEVELS, type LogLevelName } from '@opstap/contracts';
import { holdEarlyRecord } from './early-records.ts';
import type { LogRecord } from './log-record.ts';
import { publish } from './log-sinks.ts';
import { consoleLevel } from './logger-settings.ts';

/**
 * The one logger of the web app (docs/requirements/client-telemetry.md#logger). Each call site names its
 * scope. Console output is off unless a local-storage setting switches it on (always on at `warn` in
 * development, see logger-settings.ts); records at or above the report level wait in the early buffer until
 * error reporting takes them (early-records.ts), and every record goes to the sinks at its level (log-sinks.ts).
 */

const CONSOLE_METHOD: Record<LogLevelName, 'debug' | 'info' | 'warn' | 'error'> = {
  verbose: 'debug',
  debug: 'debug',
  info: 'info',
  warn: 'warn',
  error: 'error',
  fatal: 'error',
};

function emit(record: LogRecord): void {
  const level = LOG_LEVELS[record.level];
  if (level >= consoleLevel()) {
    const args: unknown[] = [`[${record.scope}] ${record.message}`];
    if (record.error !== undefined) args.push(record.error);
    if (record.context !== undefined) args.push(record.context);
    console[CONSOLE_METHOD[record.level]](...args);
  }
  if (level >= DEFAULT_REPORT_LEVEL) holdEarlyRecord(record);
  publish(record);
}

/** What a call may add to its message. */
export interface LogDetails {
  /** The error, when there is one (any thrown value). */
  error?: unknown;
  /** Extra details for whoever reads the report. */
  context?: Record<string, unknown>;
}

/** A scoped logger: one method per level of the spec. */
export type Logger = Record<LogLevelName, (message: string, details?: LogDetails) => void>;

/** A logger for one scope, e.g. `createLogger('lazy-page')`. */
export function createLogger(scope: string): Logger {
  const at = (level: LogLevelName) => (message: string, details?: LogDetails) => {
    const reportable = LOG_LEVELS[level] >= DEFAULT_REPORT_LEVEL;
    emit({
      level,
      scope,
      message,
      ...details,
      time: Date.now(),
      url: globalThis.location?.href,
      // The caller's stack, taken only for records that may be reported (they are rare).
      stack: reportable && !(details?.error instanceof Error) ? new Error(message).stack : undefined,
    });
  };
  return {
    verbose: at('verbose'),
    debug: at('debug'),
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    fatal: at('fatal'),
  };
}
