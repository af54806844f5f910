/**
 * The analysts' query vocabulary (docs/requirements/telemetry-service.md#query-api): which dimensions
 * filter and group, which percentiles and verdicts exist. One list, read by the service's validation and
 * by the dashboard's controls.
 */

/** Dimensions an analyst filters by (exact match), in the order the API documents them. */
export const FILTER_DIMENSIONS = [
  'path',
  'screen',
  'language',
  'country',
  'device',
  'browser',
  'os',
  'connectionType',
  'appVersion',
  'navigationType',
  'appType',
] as const;
export type FilterDimension = (typeof FILTER_DIMENSIONS)[number];

/** Dimensions a summary groups by: every filter dimension, and `day` (in the query's `tz`). */
export const GROUP_DIMENSIONS = [...FILTER_DIMENSIONS, 'day'] as const;
export type GroupDimension = (typeof GROUP_DIMENSIONS)[number];

/** At most this many dimensions at once in `groupBy` (`groupBy=day,device`). */
export const MAX_GROUP_DIMENSIONS = 2;

/** What warnings group by. `messageClass` is the message with build hashes, numbers and chunk ids as `*`. */
export const WARNING_GROUPS = [
  'message',
  'messageClass',
  'path',
  'screen',
  'browser',
  'appVersion',
  'day',
] as const;
export type WarningGroup = (typeof WARNING_GROUPS)[number];

/**
 * What warnings filter by, each an exact match: `messageClass` is one class exactly (not every class that
 * shares its text up to a `*`), the others as the vitals' dimensions of the same name.
 */
export const WARNING_FILTERS = ['messageClass', 'path', 'screen', 'browser', 'appVersion'] as const;
export type WarningFilter = (typeof WARNING_FILTERS)[number];

/**
 * The least page views a group needs before the dashboard ranks it by its rate of warnings: a page with one
 * warning on two page views is no top page (docs/decisions/0802-rankings-need-volume.md). The query API's
 * `minPageViews` takes any other; the API itself leaves no group out unless asked.
 */
export const DEFAULT_MIN_PAGE_VIEWS = 100;

/** The metrics `passing` judges, as CrUX does: a page passes when p75 of all three is good. */
export const CORE_METRICS = ['LCP', 'INP', 'CLS'] as const;
export type CoreMetric = (typeof CORE_METRICS)[number];

/** The metrics the navigations view compares; TTFB is a hard navigation's only (a soft one requests no document). */
export const NAVIGATION_METRICS = ['LCP', 'FCP', 'INP', 'CLS', 'TTFB'] as const;
export type NavigationMetric = (typeof NAVIGATION_METRICS)[number];

/** The two kinds of page view: a document loaded (or restored), or a soft navigation within it (decision 0502). */
export const NAVIGATION_KINDS = ['hard', 'soft'] as const;
export type NavigationKind = (typeof NAVIGATION_KINDS)[number];

/** The metrics with attribution worth ranking. */
export const ATTRIBUTION_METRICS = CORE_METRICS;

/** Percentiles are whole numbers in this range; p75 when the query names none. */
export const PERCENTILE_RANGE = { min: 1, max: 99 } as const;
export const DEFAULT_PERCENTILES = [75] as const;

/** Below this many samples in a group a verdict is `insufficient`, unless the query sets `minSamples`. */
export const DEFAULT_MIN_SAMPLES = 50;

/** Tables the export and import speak. */
export const EXPORT_TABLES = ['vitals', 'warnings'] as const;
export type ExportTable = (typeof EXPORT_TABLES)[number];
export const EXPORT_FORMATS = ['parquet', 'csv', 'ndjson'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
