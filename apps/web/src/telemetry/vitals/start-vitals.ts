import { rate } from '@opstap/contracts';
import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricWithAttribution } from 'web-vitals/attribution';
import { DEFAULT_RETRY_AFTER_MS } from '../lib/parse-retry-after.ts';
import { pageSenders } from '../lib/send-beacon.ts';
import { whenIdle } from '../lib/when-idle.ts';
import type { TelemetryStore } from '../telemetry-store.ts';
import { buildVitalReport, type VitalContext } from './build-vital-report.ts';
import { createVitalTransport } from './create-vital-transport.ts';
import { clientFromHints, type ClientInfo } from './client-from-hints.ts';
import { logWebVital } from './log-web-vital.ts';
import { createPageViews, type PageView } from './page-views.ts';
import { readPageEnvironment } from './read-page-environment.ts';
import { readUserAgentHints } from './read-user-agent-hints.ts';
import { reportsSoftNavigations } from './reports-soft-navigations.ts';
import { watchBeaconAnswers } from './watch-beacon-answers.ts';

/** What the vitals reporter needs from the app. */
export interface StartVitalsOptions extends Omit<
  VitalContext,
  'client' | 'environment' | 'view' | 'softNavigations'
> {
  /** `POST` target, `/analytics/vital`. */
  readonly endpoint: string;
  /** Where measurements, sends and answers show (the tracking debug page). */
  readonly store: TelemetryStore;
}

/**
 * Measures FCP, LCP, CLS, INP and TTFB of every page view with web-vitals' attribution build, soft navigations
 * included (docs/requirements/client-telemetry.md#page-views), and sends them when the page is hidden, or an
 * earlier view's as soon as the next one has begun (docs/requirements/client-telemetry.md#web-vitals).
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

  const softNavigations = reportsSoftNavigations();
  const viewOf = createPageViews(location.href);
  // The view begun last: web-vitals may still change its metrics; every earlier view's are final.
  let currentView: PageView | undefined;
  let cancelEarlierFlush: (() => void) | undefined;
  // Earlier views leave at the next idle moment, not at once: web-vitals closes the last view's INP in an idle
  // callback of its own after the soft navigation, so waiting for idle sends the view whole, in one beacon.
  const flushEarlierViews = (): void => {
    cancelEarlierFlush ??= whenIdle(() => {
      cancelEarlierFlush = undefined;
      transport.flush((report) => report.pageViewId !== currentView?.id);
      showQueue();
    });
  };

  let flushSoon: ReturnType<typeof setTimeout> | undefined;
  const onMetric = (metric: MetricWithAttribution): void => {
    // A soft navigation's TTFB is web-vitals' placeholder 0, not a time: never sent (its FCP counts the view).
    if (metric.name === 'TTFB' && metric.navigationType === 'soft-navigation') return;
    const rating = rate(metric.name, metric.value);
    store.recordVital({ name: metric.name, value: metric.value, rating, id: metric.id, time: Date.now() });
    logWebVital({ name: metric.name, value: metric.value, rating, id: metric.id });
    const environment = readPageEnvironment();
    const view = viewOf(metric);
    transport.enqueue(buildVitalReport(metric, { ...options, client, environment, view, softNavigations }));
    // A later view makes every earlier one final; a late report of an earlier view (its INP) follows it out.
    // By start time, not by the order of first reports: a route change made before web-vitals loaded is
    // reported from its buffer, possibly before the landing view's TTFB.
    if (!currentView || view.startTime > currentView.startTime) {
      if (currentView) flushEarlierViews();
      currentView = view;
    } else if (view !== currentView) flushEarlierViews();
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
    // `reportSoftNavs`: where the browser cannot report soft navigations, web-vitals measures as before.
    for (const subscribe of [onFCP, onLCP, onCLS, onINP, onTTFB])
      subscribe(onMetric, { reportAllChanges: true, reportSoftNavs: true });
  });

  // web-vitals offers no unsubscribe; stopping ends the sending (used by tests and hot reload).
  return () => {
    stopped = true;
    removeEventListener('visibilitychange', onVisibilityChange);
    removeEventListener('pagehide', flush);
    stopWatching();
    clearTimeout(flushSoon);
    cancelEarlierFlush?.();
  };
}
