import type {
  FilterDimension,
  GroupDimension,
  MetricName,
  WarningFilter,
  WarningGroup,
} from '@opstap/contracts';
import { ATTRIBUTION_NUMBERS, attributionColumn, type AttributionNumber } from './stored-attribution.ts';

/**
 * What the analysts' queries ask of a store (docs/requirements/telemetry-service.md#query-api). The routes
 * turn each answer into the API's shape; a store computes only counts and quantiles, so both engines are
 * held to the same few numbers (test/store/store-contract.ts).
 */

/** Attribution dimensions: grouped by in `/vitals/attribution`, never exposed as filters. */
export const ATTRIBUTION_DIMENSIONS = [
  'target',
  'resource',
  'interactionTarget',
  'script',
  'shiftTarget',
] as const;
export type AttributionDimension = (typeof ATTRIBUTION_DIMENSIONS)[number];

/**
 * Page-view dimensions the service's own views group by, never exposed as filters: `navigation` is `hard` or
 * `soft` (a soft navigation, or any other way a page view began), `softNavigations` whether the browser
 * reports soft navigations (`yes`, `no`, '' from older clients): docs/requirements/client-telemetry.md#page-views.
 */
export const PAGE_VIEW_DIMENSIONS = ['navigation', 'softNavigations'] as const;
export type PageViewDimension = (typeof PAGE_VIEW_DIMENSIONS)[number];
export type StatsDimension = GroupDimension | AttributionDimension | PageViewDimension;

/** A soft navigation's reports, in SQL both engines read alike. */
const SOFT_NAVIGATION_SQL = `navigation_type = 'soft-navigation'`;

/**
 * The column of each dimension: one column in both engines, or one expression both read alike (`day` and
 * `script` differ per engine).
 */
export const DIMENSION_COLUMNS: Readonly<Record<Exclude<StatsDimension, 'day' | 'script'>, string>> = {
  path: 'path',
  screen: 'screen',
  language: 'language',
  country: 'country',
  device: 'device',
  browser: 'browser',
  os: 'os',
  connectionType: 'connection_type',
  appVersion: 'app_version',
  navigationType: 'navigation_type',
  appType: 'app_type',
  target: attributionColumn('target'),
  resource: attributionColumn('url'),
  interactionTarget: attributionColumn('interactionTarget'),
  shiftTarget: attributionColumn('largestShiftTarget'),
  navigation: `CASE WHEN ${SOFT_NAVIGATION_SQL} THEN 'soft' ELSE 'hard' END`,
  softNavigations: 'soft_navigations',
};

export interface Window {
  /** Inclusive. */
  from: Date;
  /** Exclusive. */
  to: Date;
}

export type Filters = Partial<Record<FilterDimension, string>>;

export interface StatsQuery extends Window {
  /** A metric's reports, or `PAGE_VIEWS` to count page views (no values: no fractions, no ratings). */
  metric: MetricName | typeof PAGE_VIEWS;
  filters: Filters;
  /** Zero, one or two dimensions. */
  groupBy: readonly StatsDimension[];
  /** IANA time zone for `day` (validated by the route). */
  tz: string;
  /** Quantiles to compute, each in [0, 1], linearly interpolated (as DuckDB's `quantile_cont`). */
  fractions: readonly number[];
  /** Only rows where this (attribution) dimension is not empty. */
  nonEmpty?: AttributionDimension;
  /**
   * The values whose quantiles are read: the metric's own when absent, or one of its stored attribution
   * timings (an LCP sub-part, an INP phase: `/vitals/phases`). A report without that timing is left out, so
   * `count` is how many carry it. The metric's thresholds do not apply to a part: no `ratings` with it.
   */
  of?: AttributionNumber;
  /**
   * Also count good and poor values. Only the views that show them ask: over 10M rows the two conditional
   * counts cost about as much as the grouping itself (docs/perf/history/telemetry-queries.md).
   */
  ratings?: boolean;
  /**
   * Which of `fractions` the caller reads from a group of `count` values. The store decides what to
   * compute: all of them where a group is sorted once (ClickHouse), only the range the groups read where
   * each fraction costs a pass (DuckDB: store/fraction-ranges.ts); a fraction not computed is NaN.
   */
  reads?: (count: number) => FractionRange;
}

/** Indices into a query's `fractions`, `from` inclusive, `to` exclusive. */
export interface FractionRange {
  from: number;
  to: number;
}

export interface StatsRow {
  /** The group's value per `groupBy` dimension, in its order; `day` as `YYYY-MM-DD` in `tz`. */
  group: string[];
  count: number;
  /** How many values are good (≤ the metric's first bound) and poor (> its second); only with `ratings`. */
  good?: number;
  poor?: number;
  /** One per requested fraction. */
  quantiles: number[];
}

export interface HistogramQuery extends Window {
  metric: MetricName;
  filters: Filters;
  /** Bucket i covers [lower + i·width, lower + (i+1)·width); values at or past `buckets`·width fall in bucket `buckets`. */
  lower: number;
  width: number;
  buckets: number;
}

export interface ReleaseFigures {
  appVersion: string;
  /** When its first and last page view (PAGE_VIEW_ROWS_SQL) in the window arrived. */
  firstSeenMs: number;
  lastSeenMs: number;
  /** Page views, hard and soft (PAGE_VIEW_ROWS_SQL). */
  pageViews: number;
}

/** The app versions one app sent in a window (release markers). */
export interface ReleasesQuery extends Window {
  appType: string;
}

export interface WarningGroupsQuery extends Window {
  /** One or two dimensions; `day` in `tz`. */
  groupBy: readonly WarningGroup[];
  tz: string;
  /** Exact matches: a class is that class only (WARNING_FILTERS). */
  filters: Partial<Record<WarningFilter, string>>;
  /** The message starts with this text (any class). */
  messagePrefix?: string;
}

export const WARNING_COLUMNS: Readonly<Record<Exclude<WarningGroup, 'day'>, string>> = {
  message: 'message',
  messageClass: 'message_class',
  path: 'path',
  screen: 'screen',
  browser: 'browser',
  appVersion: 'app_version',
};

/** The column of each warning filter: the same as the group's. */
export const warningFilterColumn = (filter: string): string => columnOf(WARNING_COLUMNS, filter);

/** What a stats query counts when it counts page views rather than a metric's reports. */
export const PAGE_VIEWS = 'pageViews';

/**
 * The reports that count page views, one each (decision 0502): a document's or a restore's TTFB, and a soft
 * navigation's FCP (its TTFB is a placeholder the web app never sends). Literal SQL both engines read alike.
 */
export const PAGE_VIEW_ROWS_SQL = `(name = 'TTFB' OR (name = 'FCP' AND ${SOFT_NAVIGATION_SQL}))`;

/**
 * The metric whose values a stats query reads, for its scale and thresholds; page views have no values, so
 * a query counting them that asks for quantiles or ratings is a programming error.
 */
export function valuedMetric(query: StatsQuery): MetricName {
  if (query.metric !== PAGE_VIEWS) return query.metric;
  if (query.fractions.length > 0 || query.ratings) throw new RangeError('page views have no values');
  return 'TTFB'; // any metric: nothing is read at its scale
}

/**
 * The column a query's quantiles read when it asks `of` an attribution timing, guarded (the query crosses
 * the DuckDB worker's boundary as data): only the stored timings become SQL. Undefined for the value itself.
 */
export function partColumn(query: StatsQuery): string | undefined {
  if (query.of === undefined) return undefined;
  if (!(ATTRIBUTION_NUMBERS as readonly string[]).includes(query.of))
    throw new RangeError(`unknown attribution timing: ${JSON.stringify(query.of)}`);
  if (query.ratings) throw new RangeError('a part of a metric has no rating');
  return attributionColumn(query.of);
}

/** Guards a fraction before it is written into SQL as a number. */
export function fractionLiteral(fraction: number): string {
  if (!Number.isFinite(fraction) || fraction < 0 || fraction > 1)
    throw new RangeError(`bad fraction ${fraction}`);
  return String(fraction);
}

/** Guards a key before it picks a column: only the fixed maps' keys become SQL. */
export function columnOf<K extends string>(map: Readonly<Record<K, string>>, key: string): string {
  if (!Object.hasOwn(map, key)) throw new RangeError(`unknown dimension: ${JSON.stringify(key)}`);
  return map[key as K];
}
