import type { VitalReport } from '@opstap/contracts';
import { APP_TYPES, MAX_CLS, MAX_TIMING_MS, VITAL_REPORT_MAX } from '@opstap/contracts/vocabulary';

/** What the dashboard reports as: its own app type and version, so its vitals never pass as the site's. */
export const APP_TYPE = APP_TYPES.dashboard;
export const APP_VERSION = `dashboard-${__DASHBOARD_VERSION__}`;

type Metric = { name: VitalReport['name']; value: number; id: string; navigationType?: string };

/** One report in the contract's shape (docs/requirements/client-telemetry.md#web-vitals). */
export function toReport(
  metric: Metric,
  at: { path: string; width: number; height: number; dpr: number; connection?: string },
): VitalReport {
  const navigation = ['navigate', 'reload', 'back-forward', 'back-forward-cache', 'prerender', 'restore'];
  return {
    name: metric.name,
    // Within the contract's bounds, which the service enforces (a tab left open for minutes can exceed them).
    value: Math.max(0, Math.min(metric.value, metric.name === 'CLS' ? MAX_CLS : MAX_TIMING_MS)),
    id: metric.id,
    connectionType: at.connection ?? 'unknown',
    // The contract asks for a site version and a language: the dashboard is English and has no country
    // version, so it reports the Dutch site's (its analysts' market); appType tells its rows apart.
    country: 'nl',
    language: 'en',
    appVersion: APP_VERSION,
    appType: APP_TYPE,
    path: at.path,
    ...(metric.navigationType && navigation.includes(metric.navigationType)
      ? { navigationType: metric.navigationType as VitalReport['navigationType'] }
      : {}),
    userType: 'anonymous',
    windowOrientation: at.width >= at.height ? 'landscape' : 'portrait',
    height: Math.min(Math.round(at.height), VITAL_REPORT_MAX.viewport),
    width: Math.min(Math.round(at.width), VITAL_REPORT_MAX.viewport),
    devicePixelRatio: Math.min(at.dpr, VITAL_REPORT_MAX.devicePixelRatio),
  };
}

/**
 * Reports the dashboard's own web vitals to `POST /analytics/vital` on its origin when the page is hidden,
 * so it can be watched with itself (docs/requirements/telemetry-service.md#dashboard). web-vitals loads
 * once the page has loaded, painted a frame and is idle, off the first render's path: requested in the first
 * idle moment, it came in just before the overview's heading painted, and a request that ends before the largest paint is
 * counted into Lighthouse's simulated LCP (docs/decisions/0813-one-answer-for-the-site-trend.md). Its
 * observers read the entries buffered since the navigation, so nothing is missed by loading it late.
 */
export function reportVitals(): void {
  const idle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1));
  // After the load event's next frame: the view's first paint is then behind it (a tab opened hidden paints
  // no frame: it loads web-vitals once shown).
  const afterLoad = (work: () => void) => {
    const next = () => requestAnimationFrame(() => setTimeout(work, 0));
    if (document.readyState === 'complete') next();
    else addEventListener('load', next, { once: true });
  };
  afterLoad(() =>
    idle(() => {
      void import('web-vitals').then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
        const queue = new Map<string, VitalReport>();
        const flush = () => {
          if (queue.size === 0) return;
          const body = JSON.stringify([...queue.values()]);
          queue.clear();
          if (!navigator.sendBeacon('/analytics/vital', body)) {
            void fetch('/analytics/vital', {
              method: 'POST',
              body,
              keepalive: true,
              headers: { 'content-type': 'text/plain' },
            });
          }
        };
        const connection = (navigator as { connection?: { effectiveType?: string } }).connection
          ?.effectiveType;
        const add = (metric: Metric) =>
          queue.set(
            metric.id,
            toReport(metric, {
              path: location.pathname,
              width: innerWidth,
              height: innerHeight,
              dpr: devicePixelRatio,
              connection,
            }),
          );
        for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on(add);
        addEventListener('visibilitychange', () => {
          if (document.visibilityState === 'hidden') flush();
        });
        addEventListener('pagehide', flush);
      });
    }),
  );
}
