import type { WarningCount } from '../types.ts';
import type { ReleaseFigures, StatsQuery, StatsRow, WarningGroupsQuery } from '../analytics-queries.ts';

/**
 * DuckDB's result rows (`getRowObjectsJS`) as the store interface's rows: the SQL is in analytics-sql.ts, the
 * engine (duckdb-engine.ts) only runs it.
 */
type Rows = Record<string, unknown>[];

/** A group's value as text: a local day comes back as a DATE (analytics-sql.ts), named `YYYY-MM-DD`. */
const groupValue = (value: unknown) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value);

export const statsRows = (query: StatsQuery, rows: Rows): StatsRow[] =>
  rows.map((row) => ({
    group: query.groupBy.map((_, i) => groupValue(row[`g${i}`])),
    count: Number(row.count),
    ...(query.ratings ? { good: Number(row.good), poor: Number(row.poor) } : {}),
    quantiles: ((row.q as unknown[] | null) ?? []).map(Number),
  }));

export const histogramRows = (rows: Rows): { bucket: number; count: number }[] =>
  rows.map((row) => ({ bucket: Number(row.bucket), count: Number(row.count) }));

export const releaseRows = (rows: Rows): ReleaseFigures[] =>
  rows.map((row) => ({
    appVersion: String(row.appVersion),
    firstSeenMs: Number(row.firstSeenMs),
    lastSeenMs: Number(row.lastSeenMs),
    pageViews: Number(row.pageViews),
  }));

export const warningCounts = (query: WarningGroupsQuery, rows: Rows): WarningCount[] =>
  rows.map((row) => ({
    group: query.groupBy.map((_, i) => groupValue(row[`g${i}`])),
    count: Number(row.count),
  }));
