import {
  ATTRIBUTION_METRICS,
  DEFAULT_MIN_PAGE_VIEWS,
  EXPORT_FORMATS,
  EXPORT_TABLES,
  FILTER_DIMENSIONS,
  METRIC_NAMES,
  PHASE_METRICS,
} from '@opstap/contracts/vocabulary';
import type {
  CoreMetric,
  ExportFormat,
  ExportTable,
  FilterDimension,
  MetricName,
  PhaseMetric,
} from '@opstap/contracts';
import { addDays, dayIn, isDay, isTimeZone } from '@opstap/contracts/zoned-days';
import { browserZone } from './days.ts';

/**
 * The dashboard's view state, all of it in the URL's search parameters (docs/requirements/telemetry-service.md#dashboard):
 * a link or a reload shows the same view. One schema for every view, so filters survive switching views.
 */
export interface DashboardSearch extends Partial<Record<FilterDimension, string>> {
  metric?: MetricName;
  /** Trailing window in days of the zone, today's included (CrUX's 28 when absent). */
  days?: number;
  /** A custom window instead: its first and last day (both included), `YYYY-MM-DD` in the zone. */
  from?: string;
  to?: string;
  /** The IANA zone whose days the views count in (the browser's when absent). */
  tz?: string;
  /** The trends view: one p75 line per device instead of p50/p75/p95. */
  by?: 'device';
  baseline?: string;
  candidate?: string;
  /** The warnings view's message class. */
  messageClass?: string;
  /** The least page views a group needs to be ranked by rate (DEFAULT_MIN_PAGE_VIEWS when absent). */
  minPageViews?: number;
  /** The segments view's dimension (SEGMENTS; the first when absent). */
  segment?: Segment;
  /** The export view's table (vitals when absent). */
  table?: ExportTable;
  /** The export view's file format (csv when absent). */
  format?: ExportFormat;
}

/** What the segments view compares, each by device: the client's conditions and the site version. */
export const SEGMENTS = ['connectionType', 'country', 'browser', 'os', 'language'] as const;
export type Segment = (typeof SEGMENTS)[number];

/** Dimensions filtered by exact value: the query API's, in its order (docs/requirements/telemetry-service.md#query-api). */
export const FILTER_KEYS = FILTER_DIMENSIONS;
export type FilterKey = FilterDimension;

export const WINDOW_DAYS = [7, 28, 30, 90] as const;
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
  const table = text(raw.table);
  if (table && (EXPORT_TABLES as readonly string[]).includes(table)) search.table = table as ExportTable;
  const format = text(raw.format);
  if (format && (EXPORT_FORMATS as readonly string[]).includes(format))
    search.format = format as ExportFormat;
  const minPageViews = Number(raw.minPageViews);
  if (Number.isInteger(minPageViews) && minPageViews >= 0 && minPageViews <= MAX_MIN_PAGE_VIEWS)
    search.minPageViews = minPageViews;
  for (const key of TEXT_KEYS) {
    const value = text(raw[key]);
    if (value !== undefined) search[key] = value;
  }
  if (raw.by === 'device') search.by = 'device';
  const tz = text(raw.tz);
  if (tz && isTimeZone(tz)) search.tz = tz;
  // A custom window needs both of its days, in order; otherwise the preset (or the default) holds.
  const [from, to] = [text(raw.from), text(raw.to)];
  if (from && to && isDay(from) && isDay(to) && from <= to) {
    search.from = from;
    search.to = to;
    delete search.days;
  }
  return search;
}

/** The zone whose days a view counts in: the URL's, else the browser's. */
export const zoneOf = (search: DashboardSearch): string => search.tz ?? browserZone();

/** A view's window as days of its zone, both ends included; `today` is the last day of a preset window. */
export interface DayWindow {
  from: string;
  to: string;
  zone: string;
  custom: boolean;
}

/** The window the URL asks for: a custom range, or the last `days` days of the zone up to today. */
export function dayWindow(search: DashboardSearch, now = Date.now()): DayWindow {
  const zone = zoneOf(search);
  if (search.from && search.to) return { from: search.from, to: search.to, zone, custom: true };
  const today = dayIn(now, zone);
  return { from: addDays(today, 1 - (search.days ?? DEFAULT_DAYS)), to: today, zone, custom: false };
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

/** Phases exist for LCP (its sub-parts) and INP only. */
export const phaseMetricOf = (search: DashboardSearch): PhaseMetric =>
  (PHASE_METRICS as readonly string[]).includes(search.metric ?? '') ? (search.metric as PhaseMetric) : 'LCP';

/**
 * The window as the query API takes it: whole days of the zone (`from` a date, midnight in `tz`; `to`
 * exclusive, absent up to now), and `tz` on every question, so each day bucket and each bound is the zone's
 * day (docs/decisions/0806-dashboard-days-in-a-zone.md). Whole days also make the question the entry asks
 * early and the one the view asks a moment later the same URL (api/ask-early.ts).
 */
export function windowParams(
  search: DashboardSearch,
  now = Date.now(),
): { from: string; to?: string; tz: string } {
  const { from, to, zone, custom } = dayWindow(search, now);
  return custom ? { from, to: addDays(to, 1), tz: zone } : { from, tz: zone };
}

/** The window and every dimension filter of the URL, as query API parameters. */
export function filterParams(search: DashboardSearch): Record<string, string | undefined> {
  const params: Record<string, string | undefined> = { ...windowParams(search) };
  for (const key of FILTER_KEYS) params[key] = search[key];
  return params;
}

/**
 * The filters of a comparison of two releases (compare, phases): both releases are read whole unless the
 * analyst chose a window (docs/requirements/telemetry-service.md#query-api, "Release comparison"), so the
 * default window's bounds are left out; the zone and every other filter stay; the release filter goes (the
 * two releases are the sides).
 */
export function comparisonParams(search: DashboardSearch): Record<string, string | undefined> {
  const { appVersion: _release, from, to, ...rest } = filterParams(search);
  const chosen = search.days !== undefined || search.from !== undefined;
  return chosen ? { ...rest, from, to } : rest;
}
