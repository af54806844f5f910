// @vitest-environment happy-dom
import { LOG_LEVELS } from '@opstap/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LogRecord } from './logger.ts';

/** A fresh logger module per test: its sinks and recent-records buffer are module state. */
async function freshLogger() {
  vi.resetModules();
  return import('./logger.ts');
}

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('the spec levels', () => {
  it('calls sinks only at or above their level, with level, scope and message', async () => {
    const { addLogSink, createLogger } = await freshLogger();
    const atInfo: string[] = [];
    const atError: string[] = [];
    addLogSink((r) => atInfo.push(`${r.level}:${r.scope}:${r.message}`), LOG_LEVELS.info);
    addLogSink((r) => atError.push(r.level), LOG_LEVELS.error);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const log = createLogger('lazy-page');
    log.verbose('v');
    log.debug('d');
    log.info('i');
    log.warn('w');
    log.error('e');
    log.fatal('f');
    expect(atInfo).toEqual([
      'info:lazy-page:i',
      'warn:lazy-page:w',
      'error:lazy-page:e',
      'fatal:lazy-page:f',
    ]);
    expect(atError).toEqual(['error', 'fatal']);
  });

  it('adds sinks at warn by default (warn and above go to error reporting)', async () => {
    const { addLogSink, createLogger } = await freshLogger();
    const seen: string[] = [];
    addLogSink((r) => seen.push(r.level));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const log = createLogger('x');
    log.info('below');
    log.warn('at');
    expect(seen).toEqual(['warn']);
  });

  it('keeps going when a sink throws, and stops calling a removed sink', async () => {
    const { addLogSink, createLogger } = await freshLogger();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const seen: string[] = [];
    addLogSink(() => {
      throw new Error('broken sink');
    });
    const remove = addLogSink((r) => seen.push(r.message));
    const log = createLogger('x');
    expect(() => log.warn('one')).not.toThrow();
    remove();
    log.warn('two');
    expect(seen).toEqual(['one']);
  });

  it('gives warn-and-above records the page URL, and a call-site stack when no Error is passed', async () => {
    const { addLogSink, createLogger } = await freshLogger();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const records: LogRecord[] = [];
    addLogSink((r) => records.push(r), LOG_LEVELS.verbose);
    const log = createLogger('x');
    log.info('no stack needed');
    log.warn('plain warning');
    log.warn('with error', { error: new Error('boom') });
    expect(records[0]?.stack).toBeUndefined();
    expect(records[1]?.stack).toContain('plain warning');
    expect(records[1]?.url).toBe(location.href);
    expect(records[2]?.stack).toBeUndefined();
    expect((records[2]?.error as Error).message).toBe('boom');
  });
});

describe('the early-records buffer', () => {
  it('replays recent warn-and-above records to a sink added with replay, at its level', async () => {
    const { addLogSink, createLogger, recentLogRecords } = await freshLogger();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const log = createLogger('boot');
    log.info('not kept');
    log.warn('early warning');
    log.error('early error');
    expect(recentLogRecords().map((r) => r.message)).toEqual(['early warning', 'early error']);

    const replayed: string[] = [];
    addLogSink((r) => replayed.push(r.message), LOG_LEVELS.error, { replay: true });
    const notReplayed: string[] = [];
    addLogSink((r) => notReplayed.push(r.message));
    expect(replayed).toEqual(['early error']);
    expect(notReplayed).toEqual([]);
  });

  it('keeps only the last 20', async () => {
    const { createLogger, recentLogRecords } = await freshLogger();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const log = createLogger('loop');
    for (let i = 0; i < 25; i += 1) log.warn(`w${i}`);
    const kept = recentLogRecords();
    expect(kept).toHaveLength(20);
    expect(kept[0]?.message).toBe('w5');
    expect(kept[19]?.message).toBe('w24');
  });
});

describe('the local-storage switches', () => {
  it('prints from the level set in opstap:log-level, with the matching console method', async () => {
    const { createLogger, CONSOLE_LEVEL_KEY } = await freshLogger();
    localStorage.setItem(CONSOLE_LEVEL_KEY, 'info');
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const log = createLogger('scope-a');
    log.debug('hidden');
    log.info('shown');
    log.fatal('also shown');
    expect(debug).not.toHaveBeenCalled();
    expect(info).toHaveBeenCalledWith('[scope-a] shown');
    expect(error).toHaveBeenCalledWith('[scope-a] also shown');
  });

  it('prints verbose records through console.debug when set to verbose', async () => {
    const { createLogger, CONSOLE_LEVEL_KEY } = await freshLogger();
    localStorage.setItem(CONSOLE_LEVEL_KEY, 'verbose');
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    createLogger('s').verbose('chatty', { context: { a: 1 } });
    expect(debug).toHaveBeenCalledWith('[s] chatty', { a: 1 });
  });

  it('prints nothing when set to off, even errors', async () => {
    const { createLogger, CONSOLE_LEVEL_KEY } = await freshLogger();
    localStorage.setItem(CONSOLE_LEVEL_KEY, 'off');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    createLogger('s').fatal('quiet');
    expect(error).not.toHaveBeenCalled();
  });

  it('is off by default in a production build, and warn in development', async () => {
    const { consoleLevel } = await freshLogger();
    vi.stubEnv('DEV', false);
    expect(consoleLevel()).toBe(Infinity);
    vi.stubEnv('DEV', true);
    expect(consoleLevel()).toBe(LOG_LEVELS.warn);
  });

  it('ignores an unknown level value (falls back to the default)', async () => {
    const { consoleLevel, CONSOLE_LEVEL_KEY } = await freshLogger();
    vi.stubEnv('DEV', false);
    localStorage.setItem(CONSOLE_LEVEL_KEY, 'loud');
    expect(consoleLevel()).toBe(Infinity);
  });

  it('prints web vitals only when opstap:log-web-vitals is "true"', async () => {
    const { logWebVital, LOG_WEB_VITALS_KEY } = await freshLogger();
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const vital = { name: 'LCP', value: 1200, rating: 'good', id: 'v6-1' };
    logWebVital(vital);
    localStorage.setItem(LOG_WEB_VITALS_KEY, '1');
    logWebVital(vital);
    expect(info).not.toHaveBeenCalled();
    localStorage.setItem(LOG_WEB_VITALS_KEY, 'true');
    logWebVital(vital);
    expect(info).toHaveBeenCalledWith('[web-vitals] LCP 1200 (good)', vital);
  });

  it('reports the settings in effect and writes them', async () => {
    const { loggerSettings, writeLoggerSetting, CONSOLE_LEVEL_KEY, LOG_WEB_VITALS_KEY } = await freshLogger();
    vi.stubEnv('DEV', false);
    expect(loggerSettings()).toEqual({
      consoleLevelSetting: null,
      consoleLevel: 'off',
      logWebVitals: false,
      reportLevel: 'warn',
    });
    expect(writeLoggerSetting(CONSOLE_LEVEL_KEY, 'debug')).toBe(true);
    expect(writeLoggerSetting(LOG_WEB_VITALS_KEY, 'true')).toBe(true);
    expect(loggerSettings()).toMatchObject({
      consoleLevelSetting: 'debug',
      consoleLevel: 'debug',
      logWebVitals: true,
    });
    writeLoggerSetting(CONSOLE_LEVEL_KEY, null);
    expect(localStorage.getItem(CONSOLE_LEVEL_KEY)).toBeNull();
  });

  it('treats blocked local storage as every switch off, without throwing', async () => {
    const { createLogger, loggerSettings, writeLoggerSetting, LOG_WEB_VITALS_KEY } = await freshLogger();
    vi.stubEnv('DEV', false);
    localStorage.setItem(LOG_WEB_VITALS_KEY, 'true');
    // As in a sandboxed frame or with storage blocked: reading `window.localStorage` itself throws.
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => createLogger('s').error('still fine')).not.toThrow();
    expect(error).not.toHaveBeenCalled();
    expect(loggerSettings().logWebVitals).toBe(false);
    expect(writeLoggerSetting(LOG_WEB_VITALS_KEY, 'true')).toBe(false);
  });
});
