import { DEFAULT_REPORT_LEVEL, type VitalReport } from '@opstap/contracts';
import { SENTRY_DSN } from './build-config.ts';
import { whenIdle } from './lib/when-idle.ts';
import { addLogSink, createLogger } from './logger.ts';

const log = createLogger('telemetry');

/** The part of the page state (spec section 3) the reports carry. */
export interface TelemetryPageState {
  /** The page's language, from its path. */
  readonly language: VitalReport['language'];
  /** The site version, nl or gb. */
  readonly country: VitalReport['country'];
}

let stopRunning: (() => void) | undefined;

/**
 * The one entry of client telemetry (issue 5); the app calls it once, after hydration. It costs the first
 * visit a few hundred bytes: everything else (error reporting, then Sentry, and web-vitals
 * and the transport) loads in chunks of its own when the page is idle, or at once on the first warning when
 * error reporting is on. Calling it again returns the running instance's stop. Returns the stop function.
 */
export function startTelemetry(page: TelemetryPageState): () => void {
  if (stopRunning) return stopRunning;
  // The landing path: vitals belong to the page view that measured them, as CrUX counts them.
  const options = { language: page.language, country: page.country, path: location.pathname };
  let stopRuntime = (): void => {};
  let stopped = false;
  let loading = false;
  let removeTrigger = (): void => {};

  const load = (): void => {
    if (loading || stopped) return;
    loading = true;
    removeTrigger();
    import('./start-runtime.ts').then(
      ({ startRuntime }) => {
        if (!stopped) stopRuntime = startRuntime(options);
      },
      (error: unknown) => log.info('Telemetry could not load', { error }), // below warn: no trigger loop
    );
  };
  // The first warning does not wait for idle; error reporting replays it from the logger's recent records.
  if (SENTRY_DSN) removeTrigger = addLogSink(load, DEFAULT_REPORT_LEVEL);
  const cancelIdle = whenIdle(load);

  stopRunning = () => {
    stopped = true;
    cancelIdle();
    removeTrigger();
    stopRuntime();
    stopRunning = undefined;
  };
  return stopRunning;
}
