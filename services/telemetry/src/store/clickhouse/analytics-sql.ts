import { THRESHOLDS } from '@opstap/contracts';
import {
  columnOf,
  DIMENSION_COLUMNS,
  fractionLiteral,
  PAGE_VIEW_ROWS_SQL,
  PAGE_VIEWS,
  valuedMetric,
  WARNING_COLUMNS,
  type Filters,
  type HistogramQuery,
  type StatsDimension,
  type StatsQuery,
  type Window,
  type WarningGroupsQuery,
  type ReleasesQuery,
} from '../analytics-queries.ts';
import { valueScale } from '../stored-value.ts';
import { sqlLiteral } from './escape.ts';

/**
 * The analysts' queries on ClickHouse 18.16 (analytics-queries.ts): no query parameters there, so every
 * value goes through `sqlLiteral`, column names come from fixed maps. Quantiles are interpolated by hand
 * from one sorted array per group, as DuckDB's `quantile_cont` (18.16 has no exact interpolating quantile;
 * `quantile()` samples).
 */
const utcDay = (date: Date) => date.toISOString().slice(0, 10);

function dimensionSql(dimension: StatsDimension, tz: string): string {
  if (dimension === 'day')
    return `toString(toDate(toDateTime(intDiv(received_at_ms, 1000)), ${sqlLiteral(tz)}))`;
  if (dimension === 'script') {
    return `if(attr_script_invoker = '', attr_script_url, concat(attr_script_url, ' (', attr_script_invoker, ')'))`;
  }
  return columnOf(DIMENSION_COLUMNS, dimension);
}

/** On `day` first (partition and sorting key: whole months and granules skipped), then to the millisecond. */
export function windowSql(window: Window): string[] {
  return [
    `day >= toDate(${sqlLiteral(utcDay(window.from))})`,
    `day <= toDate(${sqlLiteral(utcDay(window.to))})`,
    `received_at_ms >= ${sqlLiteral(window.from)}`,
    `received_at_ms < ${sqlLiteral(window.to)}`,
  ];
}

function filterSql(filters: Filters): string[] {
  return Object.entries(filters)
    .filter(([, value]) => value !== undefined)
    .map(
      ([dimension, value]) => `${columnOf(DIMENSION_COLUMNS, dimension)} = ${sqlLiteral(value as string)}`,
    );
}

/** The columns a dimension reads (`day` is worked out from the time, `script` from two columns). */
function dimensionColumns(dimension: StatsDimension): string[] {
  if (dimension === 'day') return ['received_at_ms'];
  if (dimension === 'script') return ['attr_script_url', 'attr_script_invoker'];
  if (dimension === 'navigation') return ['navigation_type'];
  return [columnOf(DIMENSION_COLUMNS, dimension)];
}

/** Consecutive `YYYY-MM-DD` days as `day` ranges, which the sorting key's index can skip by. */
function dayRanges(days: readonly string[]): string {
  const ranges: [string, string][] = [];
  for (const day of days) {
    const last = ranges[ranges.length - 1];
    const next = last && new Date(Date.parse(last[1]) + 86_400_000).toISOString().slice(0, 10);
    if (last && next === day) last[1] = day;
    else ranges.push([day, day]);
  }
  return ranges
    .map(([first, last]) => `(day >= toDate(${sqlLiteral(first)}) AND day <= toDate(${sqlLiteral(last)}))`)
    .join(' OR ');
}

/**
 * The vitals rows matching `where`, deduplicated as `FINAL` would: the `sealed` days (sealed-days.ts)
 * read plainly, every other day with `FINAL`. The days go in as ranges so the index skips granules in
 * both halves, and each half reads only `columns`: 18.16 reads every column of a `SELECT *` under a
 * `UNION ALL` (measured in docs/perf/telemetry-queries.md).
 */
export function vitalsSource(
  db: string,
  where: readonly string[],
  sealed: readonly string[],
  columns: readonly string[],
): string {
  const conditions = where.join(' AND ');
  if (sealed.length === 0) return `${db}.vitals FINAL WHERE ${conditions}`;
  const list = [...new Set(columns)].join(', ');
  const days = `(${dayRanges(sealed)})`;
  return `(
      SELECT ${list} FROM ${db}.vitals WHERE ${days} AND ${conditions}
      UNION ALL
      SELECT ${list} FROM ${db}.vitals FINAL WHERE NOT ${days} AND ${conditions}
    )`;
}

/**
 * The cut-off sits `CUT_GAP` below the lowest fraction f asked: `quantileExact` finds the value at rank
 * ⌊(f − gap)·n⌋, which is never above rank ⌊f·(n − 1)⌋, where the interpolation starts, once n·gap ≥ f + 1,
 * that is from `FULL_SORT_BELOW` values a group on. Smaller groups take their minimum and sort everything.
 */
const CUT_GAP = 0.05;
const FULL_SORT_BELOW = 40;

/**
 * A group's values from the cut-off `lo` up, sorted: 18.16 has no exact interpolating quantile, and sorting
 * every value of a group was most of a grouped p75's cost. Only the values at or above the cut-off are
 * sorted (about 30% of them for a p75; figures in docs/perf/telemetry-queries.md), and `BELOW_CUT` counts
 * the rest, so rank r of all the values is element r − below of these. Both are written out where used
 * (the server computes one expression once): an alias made inside a lambda escapes 18.16's column pruning
 * of the subquery ("Unknown identifier").
 */
const SORTED_FROM_CUT = 'arraySort(arrayFilter(x -> x >= lo, arr))';
const BELOW_CUT = 'arrayCount(x -> x < lo, arr)';

/**
 * The f-quantile of the group's values by linear interpolation between closest ranks (0-based), in the
 * metric's units (`values`, below) and scaled back to the value once: the same arithmetic as DuckDB's
 * `quantile_cont` over `value_fixed` (decision 0605), step for step.
 */
function quantileSql(fraction: number, scale: number): string {
  const h = `((n - 1) * ${fractionLiteral(fraction)})`;
  const rank = `toUInt64(floor(${h}))`;
  const at = (index: string) => `${SORTED_FROM_CUT}[${index} - ${BELOW_CUT}]`;
  return `((${at(`${rank} + 1`)} + (${h} - ${rank}) * (${at(`least(${rank} + 2, n)`)} - ${at(`${rank} + 1`)})) / ${scale})`;
}

/**
 * The values a quantile gathers, as whole numbers of the metric's unit (microseconds; CLS millionths):
 * stored values are already rounded to it (decision 0605), so this is exact, and an array of UInt32 is
 * half a Float64 array to gather, filter and sort. Over the bench's 10M rows a grouped p75 took 283–346 ms
 * this way against 414–509 ms over the Float64s (docs/perf/telemetry-queries.md).
 */
const fixedSql = (scale: number) => `toUInt32(round(value * ${scale}))`;

/** The inner query's aggregates for quantiles at `fractions`, and the outer query's cut-off `lo`. */
function valuesSql(fractions: readonly number[], scale: number): { inner: string; outer: string } {
  const fixed = fixedSql(scale);
  const cut = Math.min(...fractions) - CUT_GAP;
  if (cut <= 0)
    return {
      inner: `groupArray(${fixed}) AS arr, count() AS n, min(${fixed}) AS least_value`,
      outer: 'least_value AS lo,',
    };
  return {
    inner: `groupArray(${fixed}) AS arr, count() AS n, quantileExact(${fractionLiteral(cut)})(${fixed}) AS cut, min(${fixed}) AS least_value`,
    outer: `if(n < ${FULL_SORT_BELOW}, least_value, cut) AS lo,`,
  };
}

/** One metric's rows in the window, with the filters and the non-empty attribution dimension asked for. */
export function statsWhere(query: StatsQuery): string[] {
  const metric = valuedMetric(query);
  if (!Object.hasOwn(THRESHOLDS, metric)) throw new RangeError(`unknown metric: ${metric}`);
  const rows = query.metric === PAGE_VIEWS ? PAGE_VIEW_ROWS_SQL : `name = ${sqlLiteral(metric)}`;
  const where = [rows, ...windowSql(query), ...filterSql(query.filters)];
  if (query.nonEmpty) where.push(`${dimensionSql(query.nonEmpty, query.tz)} != ''`);
  return where;
}

export function statsSql(db: string, query: StatsQuery, sealed: readonly string[] = []): string {
  const where = statsWhere(query); // first: it refuses an unknown metric, and values of page views
  const metric = valuedMetric(query);
  const [good, poor] = THRESHOLDS[metric].map(sqlLiteral);
  const groups = query.groupBy.map((dimension, i) => `${dimensionSql(dimension, query.tz)} AS g${i}`);
  const names = query.groupBy.map((_, i) => `g${i}`);
  // Counts alone (page views, totals) need no values: they are gathered only for quantiles.
  const scale = valueScale(metric);
  const { inner: values, outer: cut } =
    query.fractions.length > 0 ? valuesSql(query.fractions, scale) : { inner: 'count() AS n', outer: '' };
  const quantiles =
    query.fractions.length > 0
      ? `[${query.fractions.map((fraction) => quantileSql(fraction, scale)).join(', ')}]`
      : 'emptyArrayFloat64()';
  const [ratings, ratingCounts] = query.ratings
    ? [
        'good_n AS good, poor_n AS poor,',
        `, countIf(value <= ${good}) AS good_n, countIf(value > ${poor}) AS poor_n`,
      ]
    : ['', ''];
  return `SELECT ${[...names, ''].join(', ')} n AS count, ${ratings} ${cut} ${quantiles} AS q
    FROM (
      SELECT ${[...groups, ''].join(', ')} ${values} ${ratingCounts}
      FROM ${vitalsSource(db, where, sealed, ['value', ...query.groupBy.flatMap(dimensionColumns)])}
      ${names.length > 0 ? `GROUP BY ${names.join(', ')}` : ''}
    )
    WHERE n > 0
    ${names.length > 0 ? `ORDER BY ${names.join(', ')}` : ''}`;
}

export function histogramSql(db: string, query: HistogramQuery, sealed: readonly string[] = []): string {
  const where = [`name = ${sqlLiteral(query.metric)}`, ...windowSql(query), ...filterSql(query.filters)];
  const lower = sqlLiteral(query.lower);
  const width = sqlLiteral(query.width);
  const buckets = sqlLiteral(query.buckets);
  return `SELECT toInt32(least(greatest(floor((value - ${lower}) / ${width}), 0), ${buckets})) AS bucket, count() AS count
    FROM ${vitalsSource(db, where, sealed, ['value'])}
    GROUP BY bucket ORDER BY bucket`;
}

/** A release is seen when a page view of it (its TTFB or soft navigation's FCP report) arrives, as on DuckDB. */
export function releasesSql(db: string, query: ReleasesQuery, sealed: readonly string[] = []): string {
  const where = [PAGE_VIEW_ROWS_SQL, ...windowSql(query), `app_type = ${sqlLiteral(query.appType)}`];
  return `SELECT app_version AS appVersion, min(received_at_ms) AS firstSeenMs, max(received_at_ms) AS lastSeenMs,
      count() AS pageViews
    FROM ${vitalsSource(db, where, sealed, ['app_version', 'received_at_ms', 'name'])}
    GROUP BY app_version ORDER BY firstSeenMs, app_version`;
}

/** `uniqExact(row_id)`: a batch re-sent after an ambiguous failure carries the same row ids, so it counts once. */
export function warningGroupsSql(db: string, query: WarningGroupsQuery): string {
  const key =
    query.groupBy === 'day'
      ? `toString(toDate(toDateTime(intDiv(received_at_ms, 1000)), ${sqlLiteral(query.tz)}))`
      : columnOf(WARNING_COLUMNS, query.groupBy);
  const where = windowSql(query);
  if (query.path !== undefined) where.push(`path = ${sqlLiteral(query.path)}`);
  if (query.screen !== undefined) where.push(`screen = ${sqlLiteral(query.screen)}`);
  if (query.messagePrefix !== undefined) {
    // Bytes on both sides: 18.16 has no startsWith, and substring counts bytes.
    const bytes = Buffer.byteLength(query.messagePrefix, 'utf8');
    where.push(`substring(message, 1, ${bytes}) = ${sqlLiteral(query.messagePrefix)}`);
  }
  return `SELECT ${key} AS key, uniqExact(row_id) AS count
    FROM ${db}.warnings
    WHERE ${where.join(' AND ')}
    GROUP BY key ORDER BY key`;
}
