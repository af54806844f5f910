import { rate } from '@opstap/contracts';
import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricWithAttribution } from 'web-vitals/attribution';
import { DEFAULT_RETRY_AFTER_MS } from '../lib/parse-retry-after.ts';
import { pageSenders } from '../lib/send-beacon.ts';
import type { TelemetryStore } from '../telemetry-store.ts';
import { buildVitalReport, type VitalContext } from './build-vital-report.ts';
import { createVitalTransport } from './create-vital-transport.ts';
import { clientFromHints, type ClientInfo } from './client-from-hints.ts';
import { logWebVital } from './log-web-vital.ts';
import { readPageEnvironment } from './read-page-environment.ts';
import { readUserAgentHints } from './read-user-agent-hints.ts';
import { watchBeaconAnswers } from './watch-beacon-answers.ts';

/** What the vitals reporter needs from the app. */
export interface StartVitalsOptions extends Omit<VitalContext, 'client' | 'environment'> {
  /** `POST` target, `/analytics/vital`. */
  readonly endpoint: string;
  /** Where measurements, sends and answers show (the tracking debug page). */
  readonly store: TelemetryStore;
}

/**
 * Measures FCP, LCP, CLS, INP and TTFB with web-vitals' attribution build and sends them when the page is
 * hidden (docs/requirements/client-telemetry.md#web-vitals).
 * This module and web-vitals form one lazy chunk, imported at idle by `startTelemetry`; web-vitals' observers
 * are buffered, so metrics from before the import are still seen. FID is not measured: see
 * docs/decisions/0500-no-fid.md.
 */
export function startVitals(options: StartVitalsOptions): () => void {
  const { store, endpoint } = options;
  let client: ClientInfo = {};

  const beaconBatches: number[] = [];
  const showQueue = () =>
    store.setQueue({
      pending: transport.pendingCount(),
      blockedUntil: transport.blockedUntil(),
      dropped: transport.droppedCount(),
    });
  const transport = createVitalTransport({
    endpoint,
    ...pageSenders(),
    onSent(batch) {
      if (batch.via === 'beacon') beaconBatches.push(batch.batch);
      store.recordSent(batch);
    },
    onAnswer(batch, answer) {
      store.recordAnswer(batch, answer);
      showQueue();
    },
  });

  let flushSoon: ReturnType<typeof setTimeout> | undefined;
  const onMetric = (metric: MetricWithAttribution): void => {
    const rating = rate(metric.name, metric.value);
    store.recordVital({ name: metric.name, value: metric.value, rating, id: metric.id, time: Date.now() });
    logWebVital({ name: metric.name, value: metric.value, rating, id: metric.id });
    const environment = readPageEnvironment();
    transport.enqueue(buildVitalReport(metric, { ...options, client, environment }));
    showQueue();
    // A metric reported while the page is already hidden (web-vitals loaded late) has no hide event to come.
    if (document.visibilityState === 'hidden' && flushSoon === undefined) {
      flushSoon = setTimeout(() => {
        flushSoon = undefined;
        flush();
      }, 0);
    }
  };

  const flush = (): void => {
    transport.flush();
    showQueue();
  };
  // Bubble phase on window: web-vitals reports CLS, INP and the final LCP from its capture-phase listener of the
  // same event, so by the time this runs they are in the queue (the web-vitals README's batching recipe).
  const onVisibilityChange = (): void => {
    if (document.visibilityState === 'hidden') flush();
  };
  addEventListener('visibilitychange', onVisibilityChange);
  addEventListener('pagehide', flush);

  const stopWatching = watchBeaconAnswers(endpoint, (status) => {
    const batch = beaconBatches.shift();
    if (batch !== undefined) store.recordAnswer(batch, status);
    if (status === 429 || status === 503) transport.backOff(DEFAULT_RETRY_AFTER_MS);
    showQueue();
  });

  // Subscribed once the Client Hints are read (a promise, for the OS version), so every report of the page
  // view carries the same client fields; web-vitals' observers are buffered, so nothing is missed meanwhile.
  let stopped = false;
  void readUserAgentHints().then((hints) => {
    if (stopped) return;
    client = clientFromHints(hints);
    // Every change, not only final values: the debug page shows them live, and the queue keeps the latest
    // value per id anyway, so what leaves the page at the hide is the same final value.
    for (const subscribe of [onFCP, onLCP, onCLS, onINP, onTTFB])
      subscribe(onMetric, { reportAllChanges: true });
  });

  // web-vitals offers no unsubscribe; stopping ends the sending (used by tests and hot reload).
  return () => {
    stopped = true;
    removeEventListener('visibilitychange', onVisibilityChange);
    removeEventListener('pagehide', flush);
    stopWatching();
    clearTimeout(flushSoon);
  };
}
