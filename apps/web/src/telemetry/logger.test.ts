// @vitest-environment jsdom
import { LOG_LEVELS } from '@opstap/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LogRecord } from './log-record.ts';

/** Fresh logger modules per test: the sinks, the early buffer and the settings' defaults are module state. */
async function freshLogger() {
  vi.resetModules();
  const { createLogger } = await import('./logger.ts');
  const { addLogSink } = await import('./log-sinks.ts');
  const { CONSOLE_LEVEL_KEY } = await import('./logger-settings.ts');
  return { createLogger, addLogSink, CONSOLE_LEVEL_KEY };
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

  it('holds warn-and-above records, and only those, for error reporting', async () => {
    const { createLogger } = await freshLogger();
    const { takeEarlyRecords } = await import('./early-records.ts');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const log = createLogger('boot');
    log.info('not held');
    log.warn('early warning');
    expect(takeEarlyRecords().records.map((r) => r.message)).toEqual(['early warning']);
  });
});

describe('the console', () => {
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

  it('keeps logging when local storage is blocked, printing nothing in production', async () => {
    vi.stubEnv('DEV', false);
    const { createLogger } = await freshLogger();
    // As in a sandboxed frame or with storage blocked: reading `window.localStorage` itself throws.
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => createLogger('s').error('still fine')).not.toThrow();
    expect(error).not.toHaveBeenCalled();
  });
});
