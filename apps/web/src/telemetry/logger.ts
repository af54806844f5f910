import { DEFAULT_REPORT_LEVEL, LOG_LEVELS, isLogLevelName, type LogLevelName } from '@opstap/contracts';

/**
 * The one logger of the web app (spec section 9). Each call site names its scope. Console output is off
 * unless a local-storage setting switches it on (always on at `warn` in development); records at or
 * above the report level go to the sinks (error reporting, the tracking debug page).
 */

/** local-storage key: the lowest level printed to the console (`verbose` … `fatal`, or `off`). */
export const CONSOLE_LEVEL_KEY = 'opstap:log-level';
/** local-storage key: `true` prints every web-vitals report to the console. */
export const LOG_WEB_VITALS_KEY = 'opstap:log-web-vitals';

export interface LogRecord {
  readonly level: LogLevelName;
  readonly scope: string;
  readonly message: string;
  readonly error?: unknown;
  readonly context?: Readonly<Record<string, unknown>>;
  readonly time: number;
}

export type LogSink = (record: LogRecord) => void;

interface SinkEntry {
  readonly sink: LogSink;
  readonly minLevel: number;
}

const sinks = new Set<SinkEntry>();

/** Adds a sink for records at `minLevel` and above (default: warn, the reporting level); returns its removal. */
export function addLogSink(sink: LogSink, minLevel: number = DEFAULT_REPORT_LEVEL): () => void {
  const entry = { sink, minLevel };
  sinks.add(entry);
  return () => sinks.delete(entry);
}

function readSetting(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null; // storage blocked (privacy mode, sandboxed frame): settings are simply off
  }
}

/** The console threshold now: from local storage, else `warn` in development, else off. */
export function consoleLevel(): number {
  const setting = readSetting(CONSOLE_LEVEL_KEY);
  if (isLogLevelName(setting)) return LOG_LEVELS[setting];
  if (setting === 'off') return Infinity;
  return import.meta.env?.DEV ? LOG_LEVELS.warn : Infinity;
}

/** Whether web-vitals reports are printed to the console (local-storage `opstap:log-web-vitals=true`). */
export function logsWebVitals(): boolean {
  return readSetting(LOG_WEB_VITALS_KEY) === 'true';
}

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
  for (const { sink, minLevel } of sinks) {
    if (level < minLevel) continue;
    try {
      sink(record);
    } catch {
      // A failing sink must never throw into the page or stop the other sinks.
    }
  }
}

export type Logger = Record<
  LogLevelName,
  (message: string, details?: { error?: unknown; context?: Record<string, unknown> }) => void
>;

/** A logger for one scope, e.g. `createLogger('lazy-page')`. */
export function createLogger(scope: string): Logger {
  const at =
    (level: LogLevelName) =>
    (message: string, details?: { error?: unknown; context?: Record<string, unknown> }) =>
      emit({ level, scope, message, ...details, time: Date.now() });
  return {
    verbose: at('verbose'),
    debug: at('debug'),
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    fatal: at('fatal'),
  };
}
