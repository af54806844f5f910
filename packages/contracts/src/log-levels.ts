/** The logger's levels (docs/requirements/client-telemetry.md#logger); a higher number is more severe. */
export const LOG_LEVELS = {
  verbose: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
} as const;

export type LogLevelName = keyof typeof LOG_LEVELS;
export type LogLevel = (typeof LOG_LEVELS)[LogLevelName];

/**
 * Warn and above go to error reporting by default (docs/requirements/client-telemetry.md#error-reporting).
 */
export const DEFAULT_REPORT_LEVEL: LogLevel = LOG_LEVELS.warn;

export function isLogLevelName(value: unknown): value is LogLevelName {
  return typeof value === 'string' && Object.hasOwn(LOG_LEVELS, value);
}
