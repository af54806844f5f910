import { APP_TYPE, APP_VERSION, SENTRY_DSN, VITAL_ENDPOINT } from './build-config.ts';
import { startErrorReporting } from './errors/start-error-reporting.ts';
import { whenIdle } from './lib/when-idle.ts';
import { createLogger } from './logger.ts';
import { telemetryStore } from './telemetry-store.ts';
import type { StartVitalsOptions } from './vitals/start-vitals.ts';

const log = createLogger('telemetry');

/** The part of the page state (spec section 3) the reports carry. */
export interface TelemetryPageState {
  /** The page's language, from its path. */
  readonly language: StartVitalsOptions['language'];
  /** The site version, nl or gb. */
  readonly country: StartVitalsOptions['country'];
}

let stopRunning: (() => void) | undefined;

/**
 * The one entry of client telemetry (issue 5); the app calls it once, after hydration. It costs the first
 * visit almost nothing: error reporting registers a logger sink now and loads Sentry at idle (or on the first
 * error); web-vitals, the UA parser and the transport load at idle, as one lazy chunk. Calling it again
 * returns the running instance's stop. Returns the stop function.
 */
export function startTelemetry(page: TelemetryPageState): () => void {
  if (stopRunning) return stopRunning;
  const store = telemetryStore;
  // The landing path: vitals belong to the page view that measured them, as CrUX counts them.
  const path = location.pathname;

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
  const cancelVitals = whenIdle(() => {
    store.setVitalsState('loading');
    import('./vitals/start-vitals.ts').then(
      ({ startVitals }) => {
        if (stopped) return;
        stopVitals = startVitals({
          endpoint: VITAL_ENDPOINT,
          store,
          language: page.language,
          country: page.country,
          path,
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

  stopRunning = () => {
    stopped = true;
    cancelVitals();
    stopVitals();
    stopErrors();
    stopRunning = undefined;
  };
  return stopRunning;
}
