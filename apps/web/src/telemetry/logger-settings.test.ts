// @vitest-environment jsdom
import { LOG_LEVELS } from '@opstap/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The settings module as built for development or production (`IS_DEV` is fixed per build). */
async function settingsFor(build: 'development' | 'production') {
  vi.stubEnv('DEV', build === 'development');
  vi.resetModules();
  return import('./logger-settings.ts');
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('the logger settings', () => {
  it('print nothing by default in a production build, and warn and above in development', async () => {
    expect((await settingsFor('production')).consoleLevel()).toBe(Infinity);
    expect((await settingsFor('development')).consoleLevel()).toBe(LOG_LEVELS.warn);
  });

  it('take the level set in opstap:log-level, and ignore an unknown value', async () => {
    const { consoleLevel, CONSOLE_LEVEL_KEY } = await settingsFor('production');
    localStorage.setItem(CONSOLE_LEVEL_KEY, 'debug');
    expect(consoleLevel()).toBe(LOG_LEVELS.debug);
    localStorage.setItem(CONSOLE_LEVEL_KEY, 'loud');
    expect(consoleLevel()).toBe(Infinity);
  });

  it('report the settings in effect and write them', async () => {
    const { loggerSettings, writeLoggerSetting, CONSOLE_LEVEL_KEY, LOG_WEB_VITALS_KEY } =
      await settingsFor('production');
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

  it('treat blocked local storage as every switch off, without throwing', async () => {
    const { loggerSettings, writeLoggerSetting, LOG_WEB_VITALS_KEY } = await settingsFor('production');
    localStorage.setItem(LOG_WEB_VITALS_KEY, 'true');
    // As in a sandboxed frame or with storage blocked: reading `window.localStorage` itself throws.
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(loggerSettings().logWebVitals).toBe(false);
    expect(writeLoggerSetting(LOG_WEB_VITALS_KEY, 'true')).toBe(false);
  });
});
