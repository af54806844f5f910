import {
  ATTRIBUTION_METRICS,
  DEFAULT_MIN_PAGE_VIEWS,
  FILTER_DIMENSIONS,
  METRIC_NAMES,
} from '@opstap/contracts/vocabulary';
import type { CoreMetric, FilterDimension, MetricName } from '@opstap/contracts';

/**
 * The dashboard's view state, all of it in the URL's search parameters (docs/requirements/telemetry-service.md#dashboard):
 * a link or a reload shows the same view. One schema for every view, so filters survive switching views.
 */
export interface DashboardSearch extends Partial<Record<FilterDimension, string>> {
  metric?: MetricName;
  /** Trailing window in days (CrUX's 28 when absent). */
  days?: number;
  baseline?: string;
  candidate?: string;
  /** The warnings view's message class. */
  messageClass?: string;
  /** The least page views a group needs to be ranked by rate (DEFAULT_MIN_PAGE_VIEWS when absent). */
  minPageViews?: number;
  /** The segments view's dimension (SEGMENTS; the first when absent). */
  segment?: Segment;
}

/** What the segments view compares, each by device: the client's conditions and the site version. */
export const SEGMENTS = ['connectionType', 'country', 'browser', 'os', 'language'] as const;
export type Segment = (typeof SEGMENTS)[number];

/** Dimensions filtered by exact value: the query API's, in its order (docs/requirements/telemetry-service.md#query-api). */
export const FILTER_KEYS = FILTER_DIMENSIONS;
export type FilterKey = FilterDimension;

export const WINDOW_DAYS = [7, 28, 90] as const;
export const DEFAULT_DAYS = 28;

/** The query API's bound on `minPageViews` (seven digits). */
export const MAX_MIN_PAGE_VIEWS = 9_999_999;

const TEXT_KEYS = [...FILTER_KEYS, 'baseline', 'candidate', 'messageClass'] as const;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.length > 0 && value.length <= 512
    ? value
    : typeof value === 'number'
      ? String(value)
      : undefined;

/** Keeps what is valid and drops the rest, so a hand-edited URL never breaks a view. */
export function parseSearch(raw: Record<string, unknown>): DashboardSearch {
  const search: DashboardSearch = {};
  const metric = text(raw.metric);
  if (metric && (METRIC_NAMES as readonly string[]).includes(metric)) search.metric = metric as MetricName;
  const days = Number(raw.days);
  if ((WINDOW_DAYS as readonly number[]).includes(days)) search.days = days;
  const segment = text(raw.segment);
  if (segment && (SEGMENTS as readonly string[]).includes(segment)) search.segment = segment as Segment;
  const minPageViews = Number(raw.minPageViews);
  if (Number.isInteger(minPageViews) && minPageViews >= 0 && minPageViews <= MAX_MIN_PAGE_VIEWS)
    search.minPageViews = minPageViews;
  for (const key of TEXT_KEYS) {
    const value = text(raw[key]);
    if (value !== undefined) search[key] = value;
  }
  return search;
}

/** The least page views a ranking by rate asks of a group (docs/decisions/0802-rankings-need-volume.md). */
export const minPageViewsOf = (search: DashboardSearch): number =>
  search.minPageViews ?? DEFAULT_MIN_PAGE_VIEWS;

/** The metric a view shows: the URL's, else `fallback`. */
export const metricOf = (search: DashboardSearch, fallback: MetricName = 'LCP'): MetricName =>
  search.metric ?? fallback;

/** Attribution exists for LCP, INP and CLS only. */
export const coreMetricOf = (search: DashboardSearch): CoreMetric =>
  (ATTRIBUTION_METRICS as readonly string[]).includes(search.metric ?? '')
    ? (search.metric as CoreMetric)
    : 'LCP';

/**
 * `from` of the window, as the API takes it; absent for the API's own 28-day default. Whole minutes, so the
 * question the entry asks early and the one the view asks a moment later are the same URL (api/ask-early.ts).
 */
export function windowParams(search: DashboardSearch, now = Date.now()): { from?: string } {
  const days = search.days ?? DEFAULT_DAYS;
  if (days === DEFAULT_DAYS) return {};
  const minute = Math.floor(now / 60_000) * 60_000;
  return { from: new Date(minute - days * 86_400_000).toISOString() };
}

/** The window and every dimension filter of the URL, as query API parameters. */
export function filterParams(search: DashboardSearch): Record<string, string | undefined> {
  const params: Record<string, string | undefined> = { ...windowParams(search) };
  for (const key of FILTER_KEYS) params[key] = search[key];
  return params;
}
