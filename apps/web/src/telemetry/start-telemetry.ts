import { DEFAULT_REPORT_LEVEL } from '@opstap/contracts';
import { APP_TYPES } from '@opstap/contracts/vocabulary';
import { APP_VERSION, BUILD_MODE, SENTRY_DSN } from '../config/build-config.ts';
import { heldRecordCount } from './early-records.ts';
import { whenIdle } from './lib/when-idle.ts';
import { addLogSink } from './log-sinks.ts';
import { createLogger } from './logger.ts';
import { telemetryStore, type LoadState } from './telemetry-store.ts';

const log = createLogger('telemetry');

/** Which app sends the reports (docs/requirements/client-telemetry.md#web-vitals: client `home-page`). */
export const APP_TYPE = APP_TYPES.site;
/** Where vitals go; the CDN (and Vite's dev and preview servers) proxy it to the telemetry service. */
export const VITAL_ENDPOINT = '/analytics/vital';

let stopRunning: (() => void) | undefined;

/**
 * The one entry of client telemetry (docs/requirements/client-telemetry.md); the app calls it once, after
 * hydration. It costs the first visit a few hundred bytes, and it is the only place that loads telemetry:
 * two chunks of their own, each started once. Web vitals (web-vitals with its attribution build, the Client Hints reader, the transport) load
 * when the page is idle. Error reporting (with Sentry) loads only when the build has a DSN: when the page is
 * idle, or at once on the first warning; what is logged before then waits in the early buffer. Calling it
 * again returns the running instance's stop. Returns the stop function.
 */
export function startTelemetry(): () => void {
  if (stopRunning) return stopRunning;
  const store = telemetryStore;
  let stopped = false;
  const stops: (() => void)[] = [];

  /** Loads a part's chunk on the first call, then starts it unless telemetry was stopped meanwhile. */
  const lazyPart = (
    load: () => Promise<() => () => void>,
    show: (state: LoadState) => void,
    onFailure: (error: unknown) => void,
  ) => {
    let asked = false;
    return (): void => {
      if (asked || stopped) return;
      asked = true;
      show('loading');
      load().then(
        (start) => {
          if (stopped) return;
          stops.push(start());
          show('ready');
        },
        (error: unknown) => {
          show('failed');
          onFailure(error);
        },
      );
    };
  };

  const loadVitals = lazyPart(
    () =>
      import('./vitals/start-vitals.ts').then(
        ({ startVitals }) =>
          () =>
            // Each report's path, screen, language and site version are its page view's, read from the URL
            // web-vitals gives the view (docs/requirements/client-telemetry.md#page-views).
            startVitals({
              endpoint: VITAL_ENDPOINT,
              store,
              appVersion: APP_VERSION,
              appType: APP_TYPE,
            }),
      ),
    (vitalsState) => store.setVitalsState(vitalsState),
    (error) => log.warn('Web vitals could not load', { error }),
  );

  const dsn = SENTRY_DSN;
  const loadErrorReporting = dsn
    ? lazyPart(
        () =>
          import('./errors/start-error-reporting.ts').then(
            ({ startErrorReporting }) =>
              () =>
                startErrorReporting({
                  dsn,
                  release: APP_VERSION,
                  environment: BUILD_MODE,
                  client: APP_TYPE,
                  store,
                }),
          ),
        (state) => store.setErrorReporting({ state }),
        // Below the report level: a failure to load error reporting must not trigger loading it again.
        (error) => log.info('Error reporting could not load', { error }),
      )
    : undefined;

  if (loadErrorReporting) {
    store.setErrorReporting({ state: 'waiting', buffered: heldRecordCount() });
    // The first warning does not wait for idle; error reporting then takes it from the early buffer.
    stops.push(
      addLogSink(() => {
        store.setErrorReporting({ buffered: heldRecordCount() });
        loadErrorReporting();
      }, DEFAULT_REPORT_LEVEL),
    );
  }
  stops.push(
    whenIdle(() => {
      loadErrorReporting?.();
      loadVitals();
    }),
  );

  stopRunning = () => {
    stopped = true;
    for (const stop of stops.splice(0)) stop();
    stopRunning = undefined;
  };
  return stopRunning;
}
