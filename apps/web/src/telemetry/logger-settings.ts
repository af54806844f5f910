import { DEFAULT_REPORT_LEVEL, LOG_LEVELS, isLogLevelName, type LogLevelName } from '@opstap/contracts';
import { IS_DEV } from '../config/build-config.ts';

/**
 * The logger's local-storage switches (docs/requirements/client-telemetry.md#logger), read on each use so a
 * change in the browser's console applies at once.
 */

/** local-storage key: the lowest level printed to the console (`verbose` … `fatal`, or `off`). */
export const CONSOLE_LEVEL_KEY = 'opstap:log-level';
/** local-storage key: `true` prints every web-vitals report to the console. */
export const LOG_WEB_VITALS_KEY = 'opstap:log-web-vitals';

/** The keys the settings live under. */
export type LoggerSettingKey = typeof CONSOLE_LEVEL_KEY | typeof LOG_WEB_VITALS_KEY;

function readSetting(key: LoggerSettingKey): string | null {
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
  return IS_DEV ? LOG_LEVELS.warn : Infinity;
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

/** The settings in effect now. */
export function loggerSettings(): LoggerSettings {
  return {
    consoleLevelSetting: readSetting(CONSOLE_LEVEL_KEY),
    consoleLevel: levelName(consoleLevel()),
    logWebVitals: logsWebVitals(),
    reportLevel: levelName(DEFAULT_REPORT_LEVEL) as LogLevelName,
  };
}

/** Writes one logger setting (`null` removes it); false when local storage is blocked. */
export function writeLoggerSetting(key: LoggerSettingKey, value: string | null): boolean {
  try {
    if (value === null) globalThis.localStorage.removeItem(key);
    else globalThis.localStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}
