import type { DuckDBTimestampValue, DuckDBValue } from '@duckdb/node-api';
import { fixedThresholds, valueScale } from '../stored-value.ts';
import { timestampValue } from './duckdb-api.ts';
import type { GroupBy, SummaryQuery, VitalFilters, WarningsQuery } from '../types.ts';

/**
 * The analysts' queries as SQL text plus bound values. Only the fixed fragments below ever become SQL;
 * every value an analyst sends travels as a bound parameter (no value reaches SQL as text: docs/requirements/telemetry-service.md#query-api).
 */
export interface Sql {
  text: string;
  values: DuckDBValue[];
}

const GROUP_KEY: Record<GroupBy, string> = {
  path: 'path',
  device: 'device',
  country: 'country',
  browser: 'browser',
  language: 'language',
  day: "strftime(received_at, '%Y-%m-%d')",
};

export function timestamp(date: Date): DuckDBTimestampValue {
  return timestampValue(BigInt(date.getTime()) * 1000n);
}

/** `WHERE` for the window (from inclusive, to exclusive) and the optional filters, with their values. */
function where(filters: VitalFilters, values: DuckDBValue[]): string {
  const clauses = [`received_at >= $${values.push(timestamp(filters.from))}`];
  clauses.push(`received_at < $${values.push(timestamp(filters.to))}`);
  for (const column of ['path', 'device', 'country'] as const) {
    const value = filters[column];
    if (value !== undefined) clauses.push(`${column} = $${values.push(value)}`);
  }
  return clauses.join(' AND ');
}

export function summarySql(query: SummaryQuery): Sql {
  const values: DuckDBValue[] = [query.metric];
  // Values and thresholds in the metric's fixed-point units (stored-value.ts).
  const scale = valueScale(query.metric);
  const [good, poor] = fixedThresholds(query.metric);
  const filter = where(query, values);
  const goodParam = `$${values.push(good)}`;
  const poorParam = `$${values.push(poor)}`;
  return {
    text: `
      SELECT ${GROUP_KEY[query.groupBy]} AS key,
        count(*)::INTEGER AS count,
        quantile_cont(value_fixed, 0.75) / ${scale} AS p75,
        count(*) FILTER (WHERE value_fixed <= ${goodParam}) / count(*) AS good,
        count(*) FILTER (WHERE value_fixed > ${goodParam} AND value_fixed <= ${poorParam}) / count(*) AS "needsImprovement",
        count(*) FILTER (WHERE value_fixed > ${poorParam}) / count(*) AS poor
      FROM vitals
      WHERE name = $1 AND ${filter}
      GROUP BY ALL
      ORDER BY key`,
    values,
  };
}

export function passingSql(query: VitalFilters): Sql {
  const values: DuckDBValue[] = [];
  const filter = where(query, values);
  return {
    text: `
      SELECT path,
        quantile_cont(value_fixed, 0.75) FILTER (WHERE name = 'LCP') / ${valueScale('LCP')} AS lcp,
        quantile_cont(value_fixed, 0.75) FILTER (WHERE name = 'INP') / ${valueScale('INP')} AS inp,
        quantile_cont(value_fixed, 0.75) FILTER (WHERE name = 'CLS') / ${valueScale('CLS')} AS cls
      FROM vitals
      WHERE name IN ('LCP', 'INP', 'CLS') AND ${filter}
      GROUP BY path
      ORDER BY path`,
    values,
  };
}

export function warningsSql(query: WarningsQuery): Sql {
  const values: DuckDBValue[] = [timestamp(query.from), timestamp(query.to)];
  const key = query.groupBy === 'path' ? 'path' : 'message';
  return {
    text: `
      SELECT ${key} AS key, count(*)::INTEGER AS count
      FROM warnings
      WHERE received_at >= $1 AND received_at < $2
      GROUP BY ALL
      ORDER BY key`,
    values,
  };
}
