import {
  APP_TYPES,
  CORE_METRICS,
  DEFAULT_PERCENTILES,
  FILTER_DIMENSIONS,
  GROUP_DIMENSIONS,
  MAX_GROUP_DIMENSIONS,
  METRIC_NAMES,
  PERCENTILE_RANGE,
  WARNING_GROUPS,
  type FilterDimension,
  type GroupDimension,
  type MetricName,
  type WarningGroup,
} from '@opstap/contracts';
import { isTimeZone, startOfDay } from '@opstap/contracts/zoned-days';
import { BadRequest } from '../../plugins/errors.ts';
import type { Filters } from '../../store/analytics-queries.ts';
import { METRIC_LIST } from './query-schemas.ts';

/**
 * The analysts' query parameters read into what the stores take, past what their schemas (query-schemas.ts)
 * check: a value out of its set or range is a 400 naming the parameter.
 */

/** A count parameter within its bounds, or a 400 naming it. */
export function count(text: string | undefined, field: string, fallback: number, max: number): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (value < 1 || value > max) throw new BadRequest(`querystring/${field}`, `must be from 1 to ${max}`);
  return value;
}

/** A comma-separated list of one or two of `allowed`, no repeats; a 400 listing the allowed values otherwise. */
function groupList<T extends string>(text: string, allowed: readonly T[]): T[] {
  const parts = text.split(',');
  const known: readonly string[] = allowed;
  if (
    parts.length > MAX_GROUP_DIMENSIONS ||
    new Set(parts).size !== parts.length ||
    parts.some((part) => !known.includes(part))
  ) {
    throw new BadRequest('querystring/groupBy', `must be one or two of: ${allowed.join(', ')}`);
  }
  return parts as T[];
}

/** `groupBy=path,browser` → ['path', 'browser']. */
export const warningGroups = (text: string | undefined): WarningGroup[] =>
  text === undefined ? ['message'] : groupList(text, WARNING_GROUPS);

/** `groupBy=day,device` → ['day', 'device']. */
export const groupDimensions = (text: string | undefined, fallback: GroupDimension[]): GroupDimension[] =>
  text === undefined ? fallback : groupList(text, GROUP_DIMENSIONS);

/** A list of distinct metrics, or a 400 naming `metrics`. */
export function metricList(text: string | undefined): MetricName[] {
  if (text === undefined) return [...CORE_METRICS];
  const parts = text.split(',');
  const allowed: readonly string[] = METRIC_NAMES;
  if (new Set(parts).size !== parts.length || parts.some((part) => !allowed.includes(part)))
    throw new BadRequest('querystring/metrics', METRIC_LIST);
  return parts as MetricName[];
}

/** `percentiles=50,75,95` → [50, 75, 95]; each in PERCENTILE_RANGE, no repeats; DEFAULT_PERCENTILES when absent. */
export function percentileList(text: string | undefined): number[] {
  if (text === undefined) return [...DEFAULT_PERCENTILES];
  const values = text.split(',').map(Number);
  const { min, max } = PERCENTILE_RANGE;
  if (values.some((v) => v < min || v > max) || new Set(values).size !== values.length) {
    throw new BadRequest('querystring/percentiles', `must be distinct whole numbers from ${min} to ${max}`);
  }
  return values;
}

export function timeZone(text: string | undefined): string {
  if (text === undefined) return 'UTC';
  if (!isTimeZone(text))
    throw new BadRequest('querystring/tz', 'must be an IANA time zone name, e.g. Europe/Amsterdam');
  return text;
}

/**
 * The filters present in a query, as the stores take them. Without `appType` the answer is the site's: the
 * dashboard's own page views never count as the site's (docs/requirements/telemetry-service.md#query-api).
 */
export function filtersOf(query: Partial<Record<FilterDimension, string>>): Filters {
  const filters: Filters = { appType: APP_TYPES.site };
  for (const dimension of FILTER_DIMENSIONS) {
    const value = query[dimension];
    if (value !== undefined) filters[dimension] = value;
  }
  return filters;
}

const DAY_MS = 86_400_000;
/** CrUX's trailing window. */
export const DEFAULT_WINDOW_DAYS = 28;

/**
 * RFC 3339 allows a leap second (`23:59:60`) and Ajv's date-time format accepts it, but JavaScript dates
 * cannot represent one: such a value is a 400 naming the parameter, not an invalid date reaching a store.
 */
function instant(text: string, field: 'from' | 'to'): Date {
  const date = new Date(text);
  if (Number.isNaN(date.getTime()))
    throw new BadRequest(`querystring/${field}`, 'is not a representable date');
  return date;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The window to query: defaults as CrUX (28 days up to now); `from` must come before `to`. A date
 * without a time is that day's midnight in `tz` (UTC by default).
 */
export function window(query: { from?: string; to?: string }, tz = 'UTC'): { from: Date; to: Date } {
  const at = (text: string, field: 'from' | 'to') =>
    DATE_ONLY.test(text) && tz !== 'UTC' ? new Date(startOfDay(text, tz)) : instant(text, field);
  const to = query.to ? at(query.to, 'to') : new Date();
  const from = query.from ? at(query.from, 'from') : new Date(to.getTime() - DEFAULT_WINDOW_DAYS * DAY_MS);
  if (from.getTime() >= to.getTime()) throw new BadRequest('querystring/from', 'must be before to');
  return { from, to };
}
