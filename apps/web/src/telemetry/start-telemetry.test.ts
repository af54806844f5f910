// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LogRecord } from './log-record.ts';

// The idle scheduler, driven by the test: telemetry loads nothing until the test says the page is idle.
const idle: { run: () => void; cancelled: boolean }[] = [];
vi.mock('./lib/when-idle.ts', () => ({
  whenIdle: (run: () => void) => {
    const entry = { run, cancelled: false };
    idle.push(entry);
    return () => (entry.cancelled = true);
  },
}));
const runIdle = () => idle.filter((entry) => !entry.cancelled).forEach((entry) => entry.run());

// The two heavy parts, replaced: web-vitals' starter, and Sentry under the real error reporting.
const startVitals = vi.fn((_options: unknown) => () => {});
vi.mock('./vitals/start-vitals.ts', () => ({ startVitals }));
const reported: LogRecord[] = [];
const sentryLoads = { count: 0 };
const createSentryReporter = vi.fn((_config: unknown) => (record: LogRecord) => void reported.push(record));
vi.mock('./errors/create-sentry-reporter.ts', () => {
  sentryLoads.count += 1; // the factory runs when the Sentry code is imported
  return { createSentryReporter };
});

/** Dynamic imports can take a while on a busy machine. */
const WAIT = { timeout: 10_000 };

/** Fresh modules (the starter, the store, the logger) with the build settings stubbed for this test. */
async function load(env: { dsn?: string; version?: string } = {}) {
  vi.stubEnv('VITE_SENTRY_DSN', env.dsn ?? '');
  if (env.version) vi.stubEnv('VITE_APP_VERSION', env.version);
  vi.resetModules();
  const { startTelemetry } = await import('./start-telemetry.ts');
  const { telemetryStore } = await import('./telemetry-store.ts');
  const { createLogger } = await import('./logger.ts');
  return { startTelemetry, state: () => telemetryStore.getSnapshot(), createLogger };
}

beforeEach(() => {
  idle.length = 0;
  reported.length = 0;
  sentryLoads.count = 0;
  startVitals.mockClear();
  createSentryReporter.mockClear();
  history.replaceState(null, '', '/werkgevers?country=gb');
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('startTelemetry', () => {
  it('loads nothing before idle, then starts vitals with the endpoint and the build', async () => {
    const t = await load();
    const stop = t.startTelemetry();
    expect(t.state().vitalsState).toBe('waiting');
    runIdle();
    expect(t.state().vitalsState).toBe('loading');
    await vi.waitFor(() => expect(t.state().vitalsState).toBe('ready'), WAIT);
    expect(startVitals).toHaveBeenCalledTimes(1);
    expect(startVitals.mock.calls[0]?.[0]).toMatchObject({
      endpoint: '/analytics/vital',
      appType: 'home-page',
      appVersion: expect.stringMatching(/^\d+\.\d+\.\d+/),
    });
    stop();
  });

  it('starts once, however often it is called', async () => {
    const t = await load();
    const stop = t.startTelemetry();
    expect(t.startTelemetry()).toBe(stop);
    expect(idle).toHaveLength(1);
    stop();
  });

  it('never loads Sentry without a DSN, even on an error: error reporting is off', async () => {
    const t = await load({ dsn: '' });
    const stop = t.startTelemetry();
    t.createLogger('page').error('boom');
    runIdle();
    // Error reporting would be asked for in the same idle callback as vitals, and says so at once.
    await vi.waitFor(() => expect(t.state().vitalsState).toBe('ready'), WAIT);
    expect(t.state().errorReporting.state).toBe('off');
    expect(sentryLoads.count).toBe(0);
    stop();
  });

  it('loads Sentry at idle with the build DSN and the app version as release', async () => {
    const t = await load({ dsn: 'https://key@sentry.example/7', version: '2026.11.22' });
    const stop = t.startTelemetry();
    expect(t.state().errorReporting.state).toBe('waiting');
    runIdle();
    await vi.waitFor(() => expect(t.state().errorReporting.state).toBe('ready'), WAIT);
    expect(createSentryReporter).toHaveBeenCalledWith(
      expect.objectContaining({
        dsn: 'https://key@sentry.example/7',
        release: '2026.11.22',
        client: 'home-page',
      }),
    );
    stop();
  });

  it('loads error reporting at once on the first warning, before idle, and reports that warning', async () => {
    const t = await load({ dsn: 'https://key@sentry.example/7' });
    const stop = t.startTelemetry();
    expect(t.state().errorReporting.state).toBe('waiting');
    t.createLogger('lazy-page').warn('Slow page load');
    expect(t.state().errorReporting).toMatchObject({ state: 'loading', buffered: 1 });
    await vi.waitFor(() => expect(reported).toHaveLength(1), WAIT);
    expect(reported[0]).toMatchObject({ scope: 'lazy-page', message: 'Slow page load' });
    expect(t.state().errorReporting).toMatchObject({ state: 'ready', reported: 1, buffered: 0 });
    // The page never went idle: web-vitals still waits.
    expect(t.state().vitalsState).toBe('waiting');
    expect(startVitals).not.toHaveBeenCalled();
    stop();
  });

  it('loads nothing once stopped, even when the idle callback still runs', async () => {
    const t = await load({ dsn: 'https://key@sentry.example/7' });
    t.startTelemetry()();
    expect(idle.every((entry) => entry.cancelled)).toBe(true);
    idle.forEach((entry) => entry.run()); // as a browser that ran the callback before the cancel arrived
    t.createLogger('page').warn('after stop');
    expect(t.state().vitalsState).toBe('waiting');
    expect(t.state().errorReporting.state).toBe('waiting');
  });
});
