import { THRESHOLDS } from '@opstap/contracts';
import {
  columnOf,
  DIMENSION_COLUMNS,
  fractionLiteral,
  PAGE_VIEW_ROWS_SQL,
  PAGE_VIEWS,
  partColumn,
  valuedMetric,
  WARNING_COLUMNS,
  warningFilterColumn,
  type Filters,
  type HistogramQuery,
  type StatsDimension,
  type StatsQuery,
  type Window,
  type WarningGroupsQuery,
  type ReleasesQuery,
} from '../analytics-queries.ts';
import { QueryParams, type Statement } from './query-params.ts';

/**
 * The analysts' queries on ClickHouse (analytics-queries.ts), for the versions the project supports
 * (docs/decisions/0702-clickhouse-versions.md): every value bound as a query parameter, column names from
 * fixed maps, quantiles by the engine's exact interpolating `quantilesExactInclusive` in the same pass as
 * the counts (the same definition as DuckDB's `quantile_cont`), and every vitals read `FINAL`, which
 * collapses repeated reports of a metric id (docs/decisions/0700-clickhouse-schema.md).
 */
const utcDay = (date: Date) => date.toISOString().slice(0, 10);

function daySql(tz: string, p: QueryParams): string {
  return `toString(toDate(toDateTime(intDiv(received_at_ms, 1000)), ${p.bind(tz, 'String')}))`;
}

function dimensionSql(dimension: StatsDimension, tz: string, p: QueryParams): string {
  if (dimension === 'day') return daySql(tz, p);
  if (dimension === 'script') {
    return `if(attr_script_invoker = '', attr_script_url, concat(attr_script_url, ' (', attr_script_invoker, ')'))`;
  }
  return columnOf(DIMENSION_COLUMNS, dimension);
}

/** On `day` first (partition and sorting key: whole months and granules skipped), then to the millisecond. */
export function windowSql(window: Window, p: QueryParams): string[] {
  return [
    `day >= ${p.bind(utcDay(window.from), 'Date')}`,
    `day <= ${p.bind(utcDay(window.to), 'Date')}`,
    `received_at_ms >= ${p.bind(window.from.getTime(), 'UInt64')}`,
    `received_at_ms < ${p.bind(window.to.getTime(), 'UInt64')}`,
  ];
}

function filterSql(filters: Filters, p: QueryParams): string[] {
  return Object.entries(filters)
    .filter(([, value]) => value !== undefined)
    .map(
      ([dimension, value]) =>
        `${columnOf(DIMENSION_COLUMNS, dimension)} = ${p.bind(value as string, 'String')}`,
    );
}

/** One metric's rows in the window, with the filters and the non-empty attribution dimension asked for. */
function statsWhere(query: StatsQuery, p: QueryParams): string[] {
  const metric = valuedMetric(query);
  if (!Object.hasOwn(THRESHOLDS, metric)) throw new RangeError(`unknown metric: ${metric}`);
  const where = [
    query.metric === PAGE_VIEWS ? PAGE_VIEW_ROWS_SQL : `name = ${p.bind(metric, 'String')}`,
    ...windowSql(query, p),
    ...filterSql(query.filters, p),
  ];
  if (query.nonEmpty) where.push(`${dimensionSql(query.nonEmpty, query.tz, p)} != ''`);
  const part = partColumn(query);
  if (part) where.push(`isNotNull(${part})`);
  return where;
}

/**
 * Counts, rating counts and quantiles of one metric per group, in one pass. A quantile's levels are
 * parameters of the aggregate function, which must be literals: `fractionLiteral` checks each. With no
 * group, `HAVING` drops the one empty row an aggregate without `GROUP BY` returns.
 */
export function statsSql(db: string, query: StatsQuery): Statement {
  const p = new QueryParams();
  const where = statsWhere(query, p); // first: it refuses an unknown metric, and values of page views
  const groups = query.groupBy.map((dimension, i) => `${dimensionSql(dimension, query.tz, p)} AS g${i}`);
  const names = query.groupBy.map((_, i) => `g${i}`);
  const [good, poor] = THRESHOLDS[valuedMetric(query)];
  const ratings = query.ratings
    ? [
        `countIf(value <= ${p.bind(good, 'Float64')}) AS good`,
        `countIf(value > ${p.bind(poor, 'Float64')}) AS poor`,
      ]
    : [];
  // A part is a Nullable(Float64) of milliseconds, its rows without one left out (statsWhere).
  const part = partColumn(query);
  const values = part ? `assumeNotNull(${part})` : 'value';
  // Counts alone (page views, totals) gather no values.
  const quantiles =
    query.fractions.length > 0
      ? `quantilesExactInclusive(${query.fractions.map(fractionLiteral).join(', ')})(${values})`
      : 'emptyArrayFloat64()';
  return p.statement(`SELECT ${[...groups, 'count() AS count', ...ratings, `${quantiles} AS q`].join(', ')}
    FROM ${db}.vitals FINAL
    WHERE ${where.join(' AND ')}
    ${names.length > 0 ? `GROUP BY ${names.join(', ')}` : ''}
    HAVING count > 0
    ${names.length > 0 ? `ORDER BY ${names.join(', ')}` : ''}`);
}

export function histogramSql(db: string, query: HistogramQuery): Statement {
  const p = new QueryParams();
  const where = [
    `name = ${p.bind(query.metric, 'String')}`,
    ...windowSql(query, p),
    ...filterSql(query.filters, p),
  ];
  const lower = p.bind(query.lower, 'Float64');
  const width = p.bind(query.width, 'Float64');
  const buckets = p.bind(query.buckets, 'Int32');
  return p.statement(`SELECT toInt32(least(greatest(floor((value - ${lower}) / ${width}), 0), ${buckets})) AS bucket,
      count() AS count
    FROM ${db}.vitals FINAL
    WHERE ${where.join(' AND ')}
    GROUP BY bucket ORDER BY bucket`);
}

/** A release is seen when a page view of it (its TTFB or a soft navigation's FCP) arrives, as on DuckDB. */
export function releasesSql(db: string, query: ReleasesQuery): Statement {
  const p = new QueryParams();
  const where = [PAGE_VIEW_ROWS_SQL, ...windowSql(query, p), `app_type = ${p.bind(query.appType, 'String')}`];
  return p.statement(`SELECT app_version AS appVersion, min(received_at_ms) AS firstSeenMs,
      max(received_at_ms) AS lastSeenMs, count() AS pageViews
    FROM ${db}.vitals FINAL
    WHERE ${where.join(' AND ')}
    GROUP BY app_version ORDER BY firstSeenMs, app_version`);
}

/** `uniqExact(row_id)`: a batch re-sent after an ambiguous failure carries the same row ids, so it counts once. */
export function warningGroupsSql(db: string, query: WarningGroupsQuery): Statement {
  const p = new QueryParams();
  const groups = query.groupBy.map(
    (dimension, i) =>
      `${dimension === 'day' ? daySql(query.tz, p) : columnOf(WARNING_COLUMNS, dimension)} AS g${i}`,
  );
  const where = windowSql(query, p);
  for (const [filter, value] of Object.entries(query.filters)) {
    if (value !== undefined) where.push(`${warningFilterColumn(filter)} = ${p.bind(value, 'String')}`);
  }
  if (query.messagePrefix !== undefined)
    where.push(`startsWith(message, ${p.bind(query.messagePrefix, 'String')})`);
  const names = query.groupBy.map((_, i) => `g${i}`).join(', ');
  return p.statement(`SELECT ${groups.join(', ')}, uniqExact(row_id) AS count
    FROM ${db}.warnings
    WHERE ${where.join(' AND ')}
    GROUP BY ${names} ORDER BY ${names}`);
}
