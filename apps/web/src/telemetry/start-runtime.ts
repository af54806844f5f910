import { APP_TYPE, APP_VERSION, SENTRY_DSN, VITAL_ENDPOINT } from './build-config.ts';
import { startErrorReporting } from './errors/start-error-reporting.ts';
import { whenIdle } from './lib/when-idle.ts';
import { createLogger } from './logger.ts';
import { telemetryStore } from './telemetry-store.ts';
import type { StartVitalsOptions } from './vitals/start-vitals.ts';

const log = createLogger('telemetry');

/** What the runtime needs from `startTelemetry`. */
export type RuntimeOptions = Pick<StartVitalsOptions, 'language' | 'country' | 'path'>;

/**
 * The telemetry behind `startTelemetry`, in a chunk of its own (off the first-visit path): error reporting
 * (its logger sink replays the records logged before it loaded; Sentry is one more chunk) and, at idle, the
 * web-vitals chunk. Returns the stop function.
 */
export function startRuntime(options: RuntimeOptions): () => void {
  const store = telemetryStore;
  const stopErrors = startErrorReporting({
    dsn: SENTRY_DSN,
    release: APP_VERSION,
    environment: import.meta.env.MODE,
    client: APP_TYPE,
    store,
    whenIdle: (callback) => whenIdle(callback),
    loadReporter: () => import('./errors/create-sentry-reporter.ts').then((m) => m.createSentryReporter),
  });

  let stopVitals = (): void => {};
  let stopped = false;
  // Already idle when the runtime loaded at idle; when a warning loaded it early, web-vitals still waits.
  const cancelVitals = whenIdle(() => {
    store.setVitalsState('loading');
    import('./vitals/start-vitals.ts').then(
      ({ startVitals }) => {
        if (stopped) return;
        stopVitals = startVitals({
          ...options,
          endpoint: VITAL_ENDPOINT,
          store,
          appVersion: APP_VERSION,
          appType: APP_TYPE,
        });
      },
      (error: unknown) => {
        store.setVitalsState('failed');
        log.warn('Web vitals could not load', { error });
      },
    );
  });

  return () => {
    stopped = true;
    cancelVitals();
    stopVitals();
    stopErrors();
  };
}
