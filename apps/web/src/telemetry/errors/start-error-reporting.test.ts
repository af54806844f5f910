import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LogRecord } from '../logger.ts';
import type { SendReport, SentryReporterConfig } from './create-sentry-reporter.ts';

/** Fresh modules per test: the logger's sinks and recent records are module state. */
async function setup(options: { dsn?: string; loadFails?: boolean } = {}) {
  vi.resetModules();
  const logger = await import('../logger.ts');
  const { startErrorReporting, EARLY_BUFFER_MAX, MAX_REPORTS_PER_PAGE } =
    await import('./start-error-reporting.ts');
  const { createTelemetryStore } = await import('../telemetry-store.ts');
  const store = createTelemetryStore();
  const sent: LogRecord[] = [];
  const configs: SentryReporterConfig[] = [];
  let idle: (() => void) | undefined;
  let finishLoad: () => void = () => {};
  const loadReporter = vi.fn(
    () =>
      new Promise<(config: SentryReporterConfig) => SendReport>((resolve, reject) => {
        finishLoad = () =>
          options.loadFails
            ? reject(new Error('Loading chunk sentry failed'))
            : resolve((config) => {
                configs.push(config);
                return (record) => sent.push(record);
              });
      }),
  );
  const start = () =>
    startErrorReporting({
      dsn: 'dsn' in options ? options.dsn : 'https://key@sentry.example/1',
      release: '1.0.0',
      environment: 'test',
      client: 'home-page',
      store,
      loadReporter,
      whenIdle: (callback) => {
        idle = callback;
        return () => (idle = undefined);
      },
    });
  const loaded = async () => {
    finishLoad();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return {
    logger,
    start,
    store,
    sent,
    configs,
    loadReporter,
    loaded,
    idle: () => idle?.(),
    EARLY_BUFFER_MAX,
    MAX_REPORTS_PER_PAGE,
  };
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('startErrorReporting', () => {
  it('is off without a DSN: nothing is loaded, nothing is held', async () => {
    const t = await setup({ dsn: undefined });
    t.start();
    t.logger.createLogger('x').error('boom');
    t.idle();
    expect(t.loadReporter).not.toHaveBeenCalled();
    expect(t.store.getSnapshot().errorReporting.state).toBe('off');
  });

  it('waits for idle to load Sentry when nothing goes wrong', async () => {
    const t = await setup();
    t.start();
    expect(t.loadReporter).not.toHaveBeenCalled();
    expect(t.store.getSnapshot().errorReporting.state).toBe('waiting');
    t.idle();
    expect(t.loadReporter).toHaveBeenCalledTimes(1);
    await t.loaded();
    expect(t.store.getSnapshot().errorReporting.state).toBe('ready');
    expect(t.configs).toEqual([
      { dsn: 'https://key@sentry.example/1', release: '1.0.0', environment: 'test', client: 'home-page' },
    ]);
  });

  it('loads at once on the first warning, holds it meanwhile, then reports it', async () => {
    const t = await setup();
    t.start();
    t.logger.createLogger('lazy-page').warn('Slow page load');
    expect(t.loadReporter).toHaveBeenCalledTimes(1);
    expect(t.store.getSnapshot().errorReporting).toMatchObject({ state: 'loading', buffered: 1 });
    await t.loaded();
    expect(t.sent.map((r) => [r.scope, r.message])).toEqual([['lazy-page', 'Slow page load']]);
    expect(t.store.getSnapshot().errorReporting).toMatchObject({ state: 'ready', buffered: 0, reported: 1 });
  });

  it('reports errors logged during boot, before it started (replayed from the logger)', async () => {
    const t = await setup();
    t.logger.createLogger('boot').error('Hydration failed');
    t.start();
    await t.loaded();
    expect(t.sent.map((r) => r.message)).toEqual(['Hydration failed']);
  });

  it('reports warn and above only, and never its own records', async () => {
    const t = await setup();
    t.start();
    t.idle();
    await t.loaded();
    const log = t.logger.createLogger('page');
    log.info('fine');
    log.warn('odd');
    log.fatal('bad');
    t.logger.createLogger('error-reporting').error('about itself');
    expect(t.sent.map((r) => r.level)).toEqual(['warn', 'fatal']);
  });

  it('holds at most a tiny buffer while loading, counting what it drops', async () => {
    const t = await setup();
    t.start();
    const log = t.logger.createLogger('loop');
    for (let i = 0; i < t.EARLY_BUFFER_MAX + 5; i += 1) log.warn(`w${i}`);
    await t.loaded();
    expect(t.sent).toHaveLength(t.EARLY_BUFFER_MAX);
    expect(t.store.getSnapshot().errorReporting.dropped).toBe(5);
  });

  it('stops reporting after the per-page cap', async () => {
    const t = await setup();
    t.start();
    t.idle();
    await t.loaded();
    const log = t.logger.createLogger('loop');
    for (let i = 0; i < t.MAX_REPORTS_PER_PAGE + 3; i += 1) log.error(`e${i}`);
    expect(t.sent).toHaveLength(t.MAX_REPORTS_PER_PAGE);
  });

  it('gives up quietly when the Sentry chunk cannot load: no throw, no loop', async () => {
    const t = await setup({ loadFails: true });
    t.start();
    t.logger.createLogger('page').error('first');
    await t.loaded();
    expect(() => t.logger.createLogger('page').error('second')).not.toThrow();
    expect(t.loadReporter).toHaveBeenCalledTimes(1);
    expect(t.store.getSnapshot().errorReporting).toMatchObject({ state: 'failed', dropped: 2 });
  });

  it('stops when told to', async () => {
    const t = await setup();
    const stop = t.start();
    t.idle();
    await t.loaded();
    stop();
    t.logger.createLogger('page').error('after stop');
    expect(t.sent).toHaveLength(0);
  });
});
