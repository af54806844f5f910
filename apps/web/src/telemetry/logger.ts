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

/** One call to the logger, as sinks receive it. */
export interface LogRecord {
  /** The level name (spec section 9). */
  readonly level: LogLevelName;
  /** The logger scope the call site chose, e.g. `lazy-page`. */
  readonly scope: string;
  /** What happened, in words. */
  readonly message: string;
  /** The error, when there is one (any thrown value). */
  readonly error?: unknown;
  /** Extra details for whoever reads the report. */
  readonly context?: Readonly<Record<string, unknown>>;
  /** `Date.now()` at the call. */
  readonly time: number;
  /** The page URL at the call: a sink that runs later (error reporting loads lazily) reports this one. */
  readonly url?: string;
  /** For warn and above without an Error: the call site's stack, so a report still has a stack trace. */
  readonly stack?: string;
}

/** Receives records at or above the level it was added with; it must not throw (it is guarded anyway). */
export type LogSink = (record: LogRecord) => void;

/** How a sink is added. */
export interface LogSinkOptions {
  /** Hand the sink the recent records at its level first (see `recentLogRecords`). */
  readonly replay?: boolean;
}

interface SinkEntry {
  readonly sink: LogSink;
  readonly minLevel: number;
}

const sinks = new Set<SinkEntry>();

/**
 * The last few records at the report level and above. Error reporting is added after hydration and loads
 * Sentry at idle; without this, an error during boot would reach no one (issue 5: "a tiny buffer so early
 * errors are not lost"). Bounded so a log loop cannot grow it.
 */
const RECENT_MAX = 20;
const recent: LogRecord[] = [];

/** The recent warn-and-above records, oldest first (at most 20). */
export function recentLogRecords(): readonly LogRecord[] {
  return [...recent];
}

function deliver({ sink }: SinkEntry, record: LogRecord): void {
  try {
    sink(record);
  } catch {
    // A failing sink must never throw into the page or stop the other sinks.
  }
}

/** Adds a sink for records at `minLevel` and above (default: warn, the reporting level); returns its removal. */
export function addLogSink(
  sink: LogSink,
  minLevel: number = DEFAULT_REPORT_LEVEL,
  options: LogSinkOptions = {},
): () => void {
  const entry = { sink, minLevel };
  if (options.replay) {
    for (const record of recent) if (LOG_LEVELS[record.level] >= minLevel) deliver(entry, record);
  }
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

/** The logger's settings as the tracking debug page shows them. */
export interface LoggerSettings {
  /** The raw `opstap:log-level` value, `null` when unset. */
  readonly consoleLevelSetting: string | null;
  /** The console threshold in effect: a level name, or `off`. */
  readonly consoleLevel: LogLevelName | 'off';
  /** Whether web-vitals reports are printed (`opstap:log-web-vitals`). */
  readonly logWebVitals: boolean;
  /** Records at this level and above go to the sinks (error reporting) by default. */
  readonly reportLevel: LogLevelName;
}

function levelName(level: number): LogLevelName | 'off' {
  const found = Object.entries(LOG_LEVELS).find(([, value]) => value === level);
  return found ? (found[0] as LogLevelName) : 'off';
}

/** The settings in effect now (read from local storage on each call: a change applies at once). */
export function loggerSettings(): LoggerSettings {
  return {
    consoleLevelSetting: readSetting(CONSOLE_LEVEL_KEY),
    consoleLevel: levelName(consoleLevel()),
    logWebVitals: logsWebVitals(),
    reportLevel: levelName(DEFAULT_REPORT_LEVEL) as LogLevelName,
  };
}

/** Writes one logger setting (`null` removes it); false when local storage is blocked. */
export function writeLoggerSetting(
  key: typeof CONSOLE_LEVEL_KEY | typeof LOG_WEB_VITALS_KEY,
  value: string | null,
): boolean {
  try {
    if (value === null) globalThis.localStorage.removeItem(key);
    else globalThis.localStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** One web-vitals measurement, as printed to the console. */
export interface ConsoleVital {
  /** Metric name, e.g. `LCP`. */
  readonly name: string;
  /** ms, or unitless for CLS. */
  readonly value: number;
  /** good, needs-improvement or poor. */
  readonly rating: string;
  /** The web-vitals metric id. */
  readonly id: string;
}

/**
 * Prints a web-vitals measurement when `opstap:log-web-vitals` is `true`, whatever the console level:
 * the two switches are separate in the spec (section 9), and vitals are not log records (no sink sees them).
 */
export function logWebVital(vital: ConsoleVital): void {
  if (logsWebVitals()) console.info(`[web-vitals] ${vital.name} ${vital.value} (${vital.rating})`, vital);
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
  if (level >= DEFAULT_REPORT_LEVEL) {
    recent.push(record);
    if (recent.length > RECENT_MAX) recent.shift();
  }
  for (const entry of sinks) {
    if (level >= entry.minLevel) deliver(entry, record);
  }
}

/** The stack of the logger's caller, taken only for records that may be reported (they are rare). */
function callSiteStack(message: string): string | undefined {
  return new Error(message).stack;
}

/** A scoped logger: one method per level of the spec. */
export type Logger = Record<
  LogLevelName,
  (message: string, details?: { error?: unknown; context?: Record<string, unknown> }) => void
>;

/** A logger for one scope, e.g. `createLogger('lazy-page')`. */
export function createLogger(scope: string): Logger {
  const at =
    (level: LogLevelName) =>
    (message: string, details?: { error?: unknown; context?: Record<string, unknown> }) => {
      const reportable = LOG_LEVELS[level] >= DEFAULT_REPORT_LEVEL;
      emit({
        level,
        scope,
        message,
        ...details,
        time: Date.now(),
        url: globalThis.location?.href,
        stack: reportable && !(details?.error instanceof Error) ? callSiteStack(message) : undefined,
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
