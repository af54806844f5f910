import { THRESHOLDS } from '@opstap/contracts';
import type { GroupBy, SummaryQuery, VitalFilters, WarningsQuery } from '../types.ts';
import { sqlLiteral } from './escape.ts';

/**
 * The query API's SQL for ClickHouse. Column names come from the fixed maps below, never from input;
 * every value goes through `sqlLiteral` (18.16 has no query parameters: docs/decisions/0700-clickhouse-schema.md).
 */

const GROUP_KEY: Readonly<Record<GroupBy, string>> = {
  path: 'path',
  device: 'device',
  country: 'country',
  browser: 'browser',
  language: 'language',
  day: 'toString(day)',
};

const WARNING_KEY: Readonly<Record<WarningsQuery['groupBy'], string>> = { message: 'message', path: 'path' };

const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/** The routes validate `groupBy` and `metric`; these guards keep a value that slipped past them out of SQL. */
function column<K extends string>(map: Readonly<Record<K, string>>, key: K): string {
  if (!Object.hasOwn(map, key)) throw new RangeError(`unknown groupBy: ${JSON.stringify(key)}`);
  return map[key];
}

/**
 * The window as two conditions: on `day` (in the sorting key and the partition key, so the server skips
 * months and granules) and on the exact milliseconds (from inclusive, to exclusive).
 */
function windowConditions(from: Date, to: Date): string[] {
  return [
    `day >= toDate(${sqlLiteral(utcDay(from))})`,
    `day <= toDate(${sqlLiteral(utcDay(to))})`,
    `received_at_ms >= ${sqlLiteral(from)}`,
    `received_at_ms < ${sqlLiteral(to)}`,
  ];
}

function filterConditions(filters: VitalFilters): string[] {
  const conditions = windowConditions(filters.from, filters.to);
  if (filters.path !== undefined) conditions.push(`path = ${sqlLiteral(filters.path)}`);
  if (filters.device !== undefined) conditions.push(`device = ${sqlLiteral(filters.device)}`);
  if (filters.country !== undefined) conditions.push(`country = ${sqlLiteral(filters.country)}`);
  return conditions;
}

/**
 * p75 by linear interpolation, as DuckDB's `quantile_cont(value, 0.75)`: 18.16 has no
 * `quantileExactInclusive`, and `quantile()` samples (docs/decisions/0700-clickhouse-schema.md). For sorted xs[1..n],
 * h = (n-1)·0.75 and p75 = xs[⌊h⌋+1] + (h-⌊h⌋)·(xs[⌊h⌋+2] - xs[⌊h⌋+1]); `least` keeps the upper index in
 * range when h is whole (its weight is 0 then).
 */
const SORTED_WITH_RANK = `arraySort(groupArray(value)) AS xs, length(xs) AS n, (n - 1) * 0.75 AS h, toUInt64(floor(h)) AS lo`;
const P75 = `xs[lo + 1] + (h - lo) * (xs[least(lo + 2, n)] - xs[lo + 1])`;

/**
 * FINAL collapses a duplicate report of the same metric id (same sorting key) to the latest one, the
 * ReplacingMergeTree's version being the receive time; parts not merged yet are merged at read time.
 */
const vitalsFinal = (db: string) => `${db}.vitals FINAL`;

/** Shares from the value and the thresholds (as the DuckDB store), not the stored rating: one rule everywhere. */
export function summarySql(db: string, query: SummaryQuery): string {
  const where = [`name = ${sqlLiteral(query.metric)}`, ...filterConditions(query)].join(' AND ');
  if (!Object.hasOwn(THRESHOLDS, query.metric))
    throw new RangeError(`unknown metric: ${JSON.stringify(query.metric)}`);
  const [goodBound, poorBound] = THRESHOLDS[query.metric].map(sqlLiteral);
  return `SELECT key, n AS count, ${P75} AS p75, good_n / n AS good, (n - good_n - poor_n) / n AS needsImprovement, poor_n / n AS poor
    FROM (
      SELECT ${column(GROUP_KEY, query.groupBy)} AS key, ${SORTED_WITH_RANK},
        countIf(value <= ${goodBound}) AS good_n, countIf(value > ${poorBound}) AS poor_n
      FROM ${vitalsFinal(db)}
      WHERE ${where}
      GROUP BY key
    )
    ORDER BY key`;
}

/** p75 per page and metric for the three Core Web Vitals; `isPassing` applies CrUX's rule. */
export function passingSql(db: string, filters: VitalFilters): string {
  const where = [`name IN ('LCP', 'INP', 'CLS')`, ...filterConditions(filters)].join(' AND ');
  return `SELECT path, name, ${P75} AS p75
    FROM (
      SELECT path, name, ${SORTED_WITH_RANK}
      FROM ${vitalsFinal(db)}
      WHERE ${where}
      GROUP BY path, name
    )
    ORDER BY path, name`;
}

/** `uniqExact(row_id)`: a batch re-sent after an ambiguous failure carries the same row ids, so it counts once. */
export function warningsSql(db: string, query: WarningsQuery): string {
  const where = windowConditions(query.from, query.to).join(' AND ');
  return `SELECT ${column(WARNING_KEY, query.groupBy)} AS key, uniqExact(row_id) AS count
    FROM ${db}.warnings
    WHERE ${where}
    GROUP BY key
    ORDER BY key`;
}
