import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LogRecord } from '../log-record.ts';
import type { SentryReporterConfig } from './create-sentry-reporter.ts';

// Sentry itself, replaced: the test sees the config it is built with and every record it is handed.
const sent: LogRecord[] = [];
const configs: SentryReporterConfig[] = [];
let refuse = false;
vi.mock('./create-sentry-reporter.ts', () => ({
  createSentryReporter: (config: SentryReporterConfig) => {
    configs.push({
      dsn: config.dsn,
      release: config.release,
      environment: config.environment,
      client: config.client,
    });
    return (record: LogRecord) => {
      if (refuse) throw new Error('Sentry refused');
      sent.push(record);
    };
  },
}));

/** Fresh modules per test: the logger's sinks and early buffer are module state. */
async function setup() {
  vi.resetModules();
  const { createLogger } = await import('../logger.ts');
  const { startErrorReporting, MAX_REPORTS_PER_PAGE } = await import('./start-error-reporting.ts');
  const { createTelemetryStore } = await import('../telemetry-store.ts');
  const store = createTelemetryStore();
  const start = () =>
    startErrorReporting({
      dsn: 'https://key@sentry.example/1',
      release: '1.0.0',
      environment: 'test',
      client: 'home-page',
      store,
    });
  return { createLogger, start, store, MAX_REPORTS_PER_PAGE };
}

beforeEach(() => {
  sent.length = 0;
  configs.length = 0;
  refuse = false;
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('startErrorReporting', () => {
  it('builds the Sentry client from the build settings', async () => {
    const t = await setup();
    t.start();
    expect(configs).toEqual([
      { dsn: 'https://key@sentry.example/1', release: '1.0.0', environment: 'test', client: 'home-page' },
    ]);
  });

  it('reports what was logged before it started (the early buffer), then what is logged after', async () => {
    const t = await setup();
    t.createLogger('boot').error('Hydration failed');
    t.createLogger('lazy-page').warn('Slow page load');
    t.start();
    expect(t.store.getSnapshot().errorReporting).toMatchObject({ reported: 2, buffered: 0 });
    t.createLogger('page').warn('later');
    expect(sent.map((r) => [r.scope, r.message])).toEqual([
      ['boot', 'Hydration failed'],
      ['lazy-page', 'Slow page load'],
      ['page', 'later'],
    ]);
    expect(t.store.getSnapshot().errorReporting.reported).toBe(3);
  });

  it('counts the records the early buffer had to drop', async () => {
    const t = await setup();
    const { EARLY_RECORDS_MAX } = await import('../early-records.ts');
    const log = t.createLogger('loop');
    for (let i = 0; i < EARLY_RECORDS_MAX + 5; i += 1) log.warn(`w${i}`);
    t.start();
    expect(sent).toHaveLength(EARLY_RECORDS_MAX);
    expect(t.store.getSnapshot().errorReporting.dropped).toBe(5);
  });

  it('reports warn and above only, and never its own records', async () => {
    const t = await setup();
    t.start();
    const log = t.createLogger('page');
    log.info('fine');
    log.warn('odd');
    log.fatal('bad');
    t.createLogger('error-reporting').error('about itself');
    expect(sent.map((r) => r.level)).toEqual(['warn', 'fatal']);
  });

  it('stops reporting after the per-page cap, counting the rest as dropped', async () => {
    const t = await setup();
    t.start();
    const log = t.createLogger('loop');
    for (let i = 0; i < t.MAX_REPORTS_PER_PAGE + 3; i += 1) log.error(`e${i}`);
    expect(sent).toHaveLength(t.MAX_REPORTS_PER_PAGE);
    expect(t.store.getSnapshot().errorReporting.dropped).toBe(3);
  });

  it('keeps the page running when Sentry throws on a report', async () => {
    const t = await setup();
    t.start();
    refuse = true;
    expect(() => t.createLogger('page').error('boom')).not.toThrow();
  });

  it('stops when told to', async () => {
    const t = await setup();
    const stop = t.start();
    stop();
    t.createLogger('page').error('after stop');
    expect(sent).toHaveLength(0);
  });
});
