// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The two lazy chunks, replaced so the test sees when (and with what) they are loaded.
const startVitals = vi.fn((_options: unknown) => () => {});
const createSentryReporter = vi.fn((_config: unknown) => (_record: unknown): void => {});
vi.mock('./vitals/start-vitals.ts', () => ({ startVitals }));
vi.mock('./errors/create-sentry-reporter.ts', () => ({ createSentryReporter }));

/** Dynamic imports can take a while on a busy machine. */
const WAIT = { timeout: 5000 };

/** Lets requestIdleCallback / setTimeout and the dynamic imports run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

beforeEach(() => {
  vi.resetModules();
  startVitals.mockClear();
  createSentryReporter.mockClear();
  history.replaceState(null, '', '/werkgevers?country=gb');
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('startTelemetry', () => {
  it('loads nothing heavy during the call, then starts vitals at idle with the page state and landing path', async () => {
    const { startTelemetry } = await import('./start-telemetry.ts');
    const stop = startTelemetry({ language: 'nl', country: 'gb' });
    expect(startVitals).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(startVitals).toHaveBeenCalledTimes(1), WAIT);
    expect(startVitals.mock.calls[0]?.[0]).toMatchObject({
      endpoint: '/analytics/vital',
      language: 'nl',
      country: 'gb',
      path: '/werkgevers',
      appType: 'home-page',
      appVersion: expect.stringMatching(/^\d+\.\d+\.\d+/),
    });
    stop();
  });

  it('starts once, however often it is called', async () => {
    const { startTelemetry } = await import('./start-telemetry.ts');
    const stop = startTelemetry({ language: 'en', country: 'nl' });
    expect(startTelemetry({ language: 'en', country: 'nl' })).toBe(stop);
    await vi.waitFor(() => expect(startVitals).toHaveBeenCalled(), WAIT);
    await settle();
    expect(startVitals).toHaveBeenCalledTimes(1);
    stop();
  });

  it('never loads Sentry without a DSN, even on an error', async () => {
    vi.stubEnv('VITE_SENTRY_DSN', '');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { startTelemetry } = await import('./start-telemetry.ts');
    const { createLogger } = await import('./logger.ts');
    const stop = startTelemetry({ language: 'en', country: 'nl' });
    createLogger('page').error('boom');
    await settle();
    expect(createSentryReporter).not.toHaveBeenCalled();
    stop();
  });

  it('loads Sentry with the build DSN and the app version as release', async () => {
    vi.stubEnv('VITE_SENTRY_DSN', 'https://key@sentry.example/7');
    vi.stubEnv('VITE_APP_VERSION', '2026.11.22');
    const { startTelemetry } = await import('./start-telemetry.ts');
    const stop = startTelemetry({ language: 'en', country: 'nl' });
    await vi.waitFor(() => expect(createSentryReporter).toHaveBeenCalled(), WAIT);
    expect(createSentryReporter).toHaveBeenCalledWith(
      expect.objectContaining({
        dsn: 'https://key@sentry.example/7',
        release: '2026.11.22',
        client: 'home-page',
      }),
    );
    stop();
  });

  it('does not start vitals when stopped before idle', async () => {
    const { startTelemetry } = await import('./start-telemetry.ts');
    startTelemetry({ language: 'en', country: 'nl' })();
    await settle();
    expect(startVitals).not.toHaveBeenCalled();
  });

  it('loads error reporting at once on the first warning, before idle, and reports that warning', async () => {
    vi.stubEnv('VITE_SENTRY_DSN', 'https://key@sentry.example/7');
    vi.stubGlobal('requestIdleCallback', () => 0); // the page never goes idle in this test
    vi.stubGlobal('cancelIdleCallback', () => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const reported: unknown[] = [];
    createSentryReporter.mockImplementationOnce(() => (record: unknown) => void reported.push(record));
    const { startTelemetry } = await import('./start-telemetry.ts');
    const { createLogger } = await import('./logger.ts');
    const stop = startTelemetry({ language: 'en', country: 'nl' });
    await settle();
    expect(createSentryReporter).not.toHaveBeenCalled();
    createLogger('lazy-page').warn('Slow page load');
    await vi.waitFor(() => expect(reported).toHaveLength(1), WAIT);
    expect(reported[0]).toMatchObject({ scope: 'lazy-page', message: 'Slow page load' });
    expect(startVitals).not.toHaveBeenCalled(); // web-vitals still waits for idle
    stop();
    vi.unstubAllGlobals();
  });
});
