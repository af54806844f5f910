import {
  MAX_CLS,
  MAX_TIMING_MS,
  VITAL_REPORT_MAX as MAX,
  rate,
  type MetricName,
  type NavigationType,
  type VitalReport,
} from '@opstap/contracts';
import type { ClientInfo } from './client-from-hints.ts';
import type { MetricNavigation, PageView } from './page-views.ts';
import { readAttribution, type MeasuredAttribution } from './read-attribution.ts';
import type { PageEnvironment } from './read-page-environment.ts';

/** One measurement as web-vitals (or our own code) hands it over, with its navigation (page-views.ts). */
export interface MeasuredMetric extends MetricNavigation {
  /** The metric name. */
  readonly name: MetricName;
  /** ms, or unitless for CLS. */
  readonly value: number;
  /** Unique per page view and metric; the dedupe key. */
  readonly id: string;
  /** What web-vitals' attribution build says about the metric; scrubbed before it goes out. */
  readonly attribution?: MeasuredAttribution;
}

/** Everything about the page view that goes into a report besides the metric. */
export interface VitalContext {
  /** The page view the metric belongs to: its id, path, screen, language and site version (page-views.ts). */
  readonly view: PageView;
  /** Whether this browser reports soft navigations as page views of their own (reports-soft-navigations.ts). */
  readonly softNavigations: boolean;
  /** The web app's build version. */
  readonly appVersion: string;
  /** Which app sends it, `home-page`. */
  readonly appType: string;
  /** Device, OS and browser, from User-Agent Client Hints where the browser has them. */
  readonly client: ClientInfo;
  /** Viewport and connection when the metric was reported. */
  readonly environment: PageEnvironment;
}

const clamp = (value: number, min: number, max: number): number =>
  Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : min;

const text = (value: string): string => value.slice(0, MAX.text);

/** Optional client fields are left out, not sent empty: the service fills them from the User-Agent header. */
function clientFields(client: ClientInfo): Partial<VitalReport> {
  const fields: Partial<VitalReport> = {};
  if (client.device) fields.device = client.device;
  if (client.os) fields.os = text(client.os);
  if (client.osVersion) fields.osVersion = text(client.osVersion);
  if (client.browser) fields.browser = text(client.browser);
  if (client.browserVersion) fields.browserVersion = text(client.browserVersion);
  return fields;
}

// As a type-checked record, not the contract's list: its module builds TypeBox schemas (see read-attribution.ts).
const NAVIGATION_TYPE: Readonly<Record<NavigationType, true>> = {
  navigate: true,
  reload: true,
  'back-forward': true,
  'back-forward-cache': true,
  prerender: true,
  restore: true,
  'soft-navigation': true,
};
const NAVIGATION_TYPES = Object.keys(NAVIGATION_TYPE) as NavigationType[];

/** Attribution and navigation type: left out, not sent empty, when unknown. */
function explainingFields(metric: MeasuredMetric): Partial<VitalReport> {
  const fields: Partial<VitalReport> = {};
  const navigationType = NAVIGATION_TYPES.find((type) => type === metric.navigationType);
  if (navigationType) fields.navigationType = navigationType;
  const attribution = readAttribution(metric.name, metric.attribution);
  if (attribution) fields.attribution = attribution;
  return fields;
}

/**
 * The report of one metric, every field of the contract (docs/requirements/client-telemetry.md#web-vitals)
 * within its bounds (`VITAL_REPORT_MAX`); the rating uses the thresholds from `@opstap/contracts`, which the
 * service recomputes anyway. Path, screen, language and site version are the metric's page view's
 * (docs/requirements/client-telemetry.md#page-views).
 */
export function buildVitalReport(metric: MeasuredMetric, context: VitalContext): VitalReport {
  const value = clamp(metric.value, 0, metric.name === 'CLS' ? MAX_CLS : MAX_TIMING_MS);
  const { width, height, devicePixelRatio, connectionType } = context.environment;
  const w = Math.round(clamp(width, 0, MAX.viewport));
  const h = Math.round(clamp(height, 0, MAX.viewport));
  const { view } = context;
  return {
    name: metric.name,
    value,
    id: metric.id.slice(0, MAX.id),
    rating: rate(metric.name, value),
    connectionType: (connectionType || 'unknown').slice(0, MAX.connectionType),
    ...clientFields(context.client),
    country: view.country,
    language: view.language,
    appVersion: text(context.appVersion),
    appType: text(context.appType),
    path: view.path,
    screen: view.screen,
    ...explainingFields(metric),
    pageViewId: view.id,
    softNavigations: context.softNavigations,
    userType: 'anonymous',
    // As CSS's `orientation` media feature: portrait when the viewport is at least as tall as it is wide.
    windowOrientation: h >= w ? 'portrait' : 'landscape',
    height: h,
    width: w,
    // Three decimals keep real ratios (2.625 on a Pixel) and drop zoom noise (1.100000023841858).
    devicePixelRatio: Math.round(clamp(devicePixelRatio, 0, MAX.devicePixelRatio) * 1000) / 1000,
  };
}
