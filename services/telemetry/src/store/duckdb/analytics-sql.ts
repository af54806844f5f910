import type { DuckDBValue } from '@duckdb/node-api';
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
import { offsetSpans, type OffsetSpan } from '../../time/zoned-time.ts';
import { fixedThresholds, valueScale } from '../stored-value.ts';
import { timestamp, type Sql } from './sql.ts';

/**
 * The analysts' queries on DuckDB (analytics-queries.ts). Column names come from fixed maps; every value
 * an analyst sends is a bound parameter. `received_at` is a UTC TIMESTAMP: a local day is the date of
 * `received_at` plus the zone's offset, the offsets of the window worked out once (time/zoned-time.ts)
 * rather than each row's time zone converted, which cost more than the quantiles over 10M rows
 * (docs/perf/history/telemetry-queries.md). It comes back as a DATE (the engine formats it).
 */
export function localDaySql(query: Window & { tz: string }, values: DuckDBValue[]): string {
  const spans = offsetSpans(query.from.getTime(), query.to.getTime(), query.tz);
  const shift = (offsetMs: number) => `to_milliseconds($${values.push(offsetMs)}::BIGINT)`;
  const last = spans[spans.length - 1] as OffsetSpan;
  const offset =
    spans.length === 1
      ? shift(last.offsetMs)
      : `CASE ${spans
          .slice(0, -1)
          .map(
            (span) =>
              `WHEN received_at < $${values.push(timestamp(new Date(span.untilMs)))} THEN ${shift(span.offsetMs)}`,
          )
          .join(' ')} ELSE ${shift(last.offsetMs)} END`;
  return `CAST(received_at + ${offset} AS DATE)`;
}

function dimensionSql(dimension: StatsDimension, localDay: () => string): string {
  if (dimension === 'day') return localDay();
  if (dimension === 'script') {
    return `CASE WHEN attr_script_invoker = '' THEN attr_script_url ELSE attr_script_url || ' (' || attr_script_invoker || ')' END`;
  }
  return columnOf(DIMENSION_COLUMNS, dimension);
}

function windowSql(window: Window, values: DuckDBValue[]): string[] {
  return [
    `received_at >= $${values.push(timestamp(window.from))}`,
    `received_at < $${values.push(timestamp(window.to))}`,
  ];
}

function filterSql(filters: Filters, values: DuckDBValue[]): string[] {
  return Object.entries(filters)
    .filter(([, value]) => value !== undefined)
    .map(
      ([dimension, value]) => `${columnOf(DIMENSION_COLUMNS, dimension)} = $${values.push(value as string)}`,
    );
}

/** Groups with values only: with no `groupBy`, no row at all when nothing matches (as ClickHouse answers). */
export function statsSql(query: StatsQuery): Sql {
  const metric = valuedMetric(query); // first: it refuses values of page views
  const values: DuckDBValue[] = [];
  const rows = query.metric === PAGE_VIEWS ? PAGE_VIEW_ROWS_SQL : `name = $${values.push(metric)}`;
  let day: string | undefined;
  const localDay = () => (day ??= localDaySql(query, values));
  const groups = query.groupBy.map((dimension, i) => `${dimensionSql(dimension, localDay)} AS g${i}`);
  const where = [rows, ...windowSql(query, values), ...filterSql(query.filters, values)];
  if (query.nonEmpty) where.push(`${dimensionSql(query.nonEmpty, localDay)} <> ''`);
  const part = partColumn(query);
  if (part) where.push(`${part} IS NOT NULL`);
  // Values and thresholds in the metric's fixed-point units, the quantiles scaled back per group: an
  // INTEGER's quantile costs ~0.6 of a DOUBLE's (decision 0605). count_if rather than `count(*) FILTER (…)`:
  // the same counts for 0.8 of the CPU (docs/perf/history/telemetry-queries.md).
  const scale = valueScale(metric);
  const [good, poor] = fixedThresholds(metric);
  const ratings = query.ratings
    ? `count_if(value_fixed <= $${values.push(good)})::INTEGER AS good, count_if(value_fixed > $${values.push(poor)})::INTEGER AS poor,`
    : '';
  const fractions = query.fractions.map(fractionLiteral).join(', ');
  // A part is a DOUBLE of milliseconds kept to the microsecond (ingest/attribution.ts): its quantiles over
  // the INTEGER microseconds, as the value's, cost a half to a quarter of the DOUBLE's (decision 0605,
  // amended 2026-11-28), the same figures.
  const units = part ? `round(${part} * ${valueScale('LCP')})::INTEGER` : 'value_fixed';
  const unitScale = part ? valueScale('LCP') : scale;
  const quantiles = `list_transform(quantile_cont(${units}, [${fractions}]), q -> q / ${unitScale})`;
  const groupNames = query.groupBy.map((_, i) => `g${i}`);
  return {
    text: `
      SELECT ${[...groups, ''].join(', ')}
        count(*)::INTEGER AS count, ${ratings}
        ${fractions ? quantiles : '[]::DOUBLE[]'} AS q
      FROM vitals
      WHERE ${where.join(' AND ')}
      ${groupNames.length > 0 ? `GROUP BY ${groupNames.join(', ')} ORDER BY ${groupNames.join(', ')}` : 'HAVING count(*) > 0'}`,
    values,
  };
}

export function histogramSql(query: HistogramQuery): Sql {
  const values: DuckDBValue[] = [query.metric];
  const where = [`name = $1`, ...windowSql(query, values), ...filterSql(query.filters, values)];
  // The value in its metric's units (stored-value.ts), scaled back before the bucket's arithmetic: the
  // same float operations as on the value itself, so a value on a bucket's edge falls as it always did.
  const value = `(value_fixed / ${valueScale(query.metric)})`;
  const lower = `$${values.push(query.lower)}`;
  const width = `$${values.push(query.width)}`;
  const buckets = `$${values.push(query.buckets)}`;
  return {
    text: `
      SELECT least(greatest(floor((${value} - ${lower}) / ${width}), 0), ${buckets})::INTEGER AS bucket,
        count(*)::INTEGER AS count
      FROM vitals
      WHERE ${where.join(' AND ')}
      GROUP BY bucket ORDER BY bucket`,
    values,
  };
}

/**
 * A release is seen when a page view of it arrives: its TTFB report, the first a document sends, or a soft
 * navigation's FCP (decision 0502). Reading those rows only (together in every sealed day: decision 0604)
 * cost a quarter of reading every row (docs/perf/history/telemetry-queries.md).
 */
export function releasesSql(query: ReleasesQuery): Sql {
  const values: DuckDBValue[] = [];
  const where = [
    PAGE_VIEW_ROWS_SQL,
    ...windowSql(query, values),
    `app_type = $${values.push(query.appType)}`,
  ];
  return {
    text: `
      SELECT app_version AS "appVersion",
        epoch_ms(min(received_at))::DOUBLE AS "firstSeenMs",
        epoch_ms(max(received_at))::DOUBLE AS "lastSeenMs",
        count(*)::INTEGER AS "pageViews"
      FROM vitals
      WHERE ${where.join(' AND ')}
      GROUP BY app_version ORDER BY "firstSeenMs", app_version`,
    values,
  };
}

export function warningGroupsSql(query: WarningGroupsQuery): Sql {
  const values: DuckDBValue[] = [];
  let day: string | undefined;
  const groups = query.groupBy.map(
    (dimension, i) =>
      `${dimension === 'day' ? (day ??= localDaySql(query, values)) : columnOf(WARNING_COLUMNS, dimension)} AS g${i}`,
  );
  const where = windowSql(query, values);
  for (const [filter, value] of Object.entries(query.filters)) {
    if (value !== undefined) where.push(`${warningFilterColumn(filter)} = $${values.push(value)}`);
  }
  if (query.messagePrefix !== undefined)
    where.push(`starts_with(message, $${values.push(query.messagePrefix)})`);
  const names = query.groupBy.map((_, i) => `g${i}`).join(', ');
  return {
    text: `
      SELECT ${groups.join(', ')}, count(*)::INTEGER AS count
      FROM warnings
      WHERE ${where.join(' AND ')}
      GROUP BY ${names} ORDER BY ${names}`,
    values,
  };
}
