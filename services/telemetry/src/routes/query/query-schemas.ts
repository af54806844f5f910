import {
  ATTRIBUTION_METRICS,
  CORE_METRICS,
  DEFAULT_MIN_SAMPLES,
  EXPORT_FORMATS,
  EXPORT_TABLES,
  GROUP_DIMENSIONS,
  MAX_GROUP_DIMENSIONS,
  METRIC_NAMES,
  NAVIGATION_TYPES,
  DEFAULT_PERCENTILES,
  PERCENTILE_RANGE,
  PHASE_METRICS,
  WARNING_GROUPS,
  type GroupDimension,
  type MetricName,
  type WarningGroup,
} from '@opstap/contracts';
import { SCREEN_NAMES } from '@opstap/routes';
import { Type } from 'typebox';
import { BadRequest } from '../../plugins/errors.ts';
import { APP_TYPES, FILTER_DIMENSIONS, type FilterDimension } from '@opstap/contracts';
import type { Filters } from '../../store/analytics-queries.ts';
import { isTimeZone, startOfDay } from '@opstap/contracts/zoned-days';
import { errorRef } from '../error-schema.ts';

/**
 * The analysts' query parameters. Every one is a closed set or a bounded, patterned string, and
 * unknown parameters are refused (Ajv `removeAdditional: false`), so a typo is a 400, not a silent default.
 */
// An `enum` rather than a union of literals, so a 400 lists the allowed values (plugins/errors.ts).
const literals = <const T extends string>(values: readonly T[], description: string) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], description });

const Instant = Type.Union([Type.String({ format: 'date-time' }), Type.String({ format: 'date' })], {
  description: 'ISO 8601 date (UTC midnight) or date-time.',
});

export const WindowQuery = {
  from: Type.Optional({ ...Instant, description: 'Inclusive start; default `to` minus 28 days (CrUX).' }),
  to: Type.Optional({ ...Instant, description: 'Exclusive end; default now.' }),
};

export const FilterQuery = {
  ...WindowQuery,
  path: Type.Optional(
    Type.String({ minLength: 1, maxLength: 512, pattern: '^/', description: 'Exact page path.' }),
  ),
  // The contract's own sets, so every value a beacon may carry is one an analyst can filter by.
  device: Type.Optional(literals(['mobile', 'tablet', 'desktop'], 'Form factor.')),
  country: Type.Optional(literals(['nl', 'gb'], 'Site version.')),
};

const Text = (description: string) =>
  Type.Optional(Type.String({ minLength: 1, maxLength: 64, description }));

/**
 * The route table's screens: the service stores no other (ingest/normalise.ts), so the filter is a closed
 * set and a typo is a 400 listing them rather than an empty answer.
 */
const ScreenFilter = Type.Optional(literals(SCREEN_NAMES, 'Page family: the route table’s screen name.'));

/** Every dimension as an exact-match filter (docs/requirements/telemetry-service.md#query-api). */
export const DimensionFilters = {
  ...FilterQuery,
  screen: ScreenFilter,
  language: Type.Optional(literals(['en', 'nl'], 'Page language.')),
  browser: Text('Browser, as stored ("Chrome", "Edge" …).'),
  os: Text('Operating system, as stored ("Android", "ChromeOS" …).'),
  connectionType: Text('navigator.connection.effectiveType ("4g" …) or "unknown".'),
  appVersion: Text('Web app build version.'),
  navigationType: Type.Optional(literals(NAVIGATION_TYPES, 'How the page was reached.')),
  appType: Text(
    `Which app sent the beacons: the site ("${APP_TYPES.site}") when absent, "${APP_TYPES.dashboard}" for the dashboard's own.`,
  ),
  tz: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 64,
      description: 'IANA time zone for days and date-only bounds; default UTC.',
    }),
  ),
};

/** Query strings are not coerced (app.ts: `coerceTypes: false`): counts are digits, read by `count()`. */
const Count = (description: string) => Type.String({ pattern: '^[0-9]{1,7}$', description });

/** A count parameter within its bounds, or a 400 naming it. */
export function count(text: string | undefined, field: string, fallback: number, max: number): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (value < 1 || value > max) throw new BadRequest(`querystring/${field}`, `must be from 1 to ${max}`);
  return value;
}

const GROUP_LIST = `One or two (comma-separated) of: ${GROUP_DIMENSIONS.join(', ')}.`;
const GroupList = Type.String({ minLength: 1, maxLength: 64, description: GROUP_LIST });

export const SummaryQuery = Type.Object(
  {
    metric: literals(METRIC_NAMES, 'The metric.'),
    groupBy: Type.Optional(GroupList),
    percentiles: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 64,
        pattern: '^\\d{1,2}(,\\d{1,2}){0,9}$',
        description: `e.g. 50,75,95 (${PERCENTILE_RANGE.min}–${PERCENTILE_RANGE.max}); default ${DEFAULT_PERCENTILES.join(',')}.`,
      }),
    ),
    ...DimensionFilters,
  },
  { additionalProperties: false },
);

const METRIC_LIST = `One to ${METRIC_NAMES.length} (comma-separated, distinct) of: ${METRIC_NAMES.join(', ')}.`;

export const TrendQuery = Type.Object(
  {
    metrics: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 64,
        description: `${METRIC_LIST} Default ${CORE_METRICS.join(',')}.`,
      }),
    ),
    percentiles: SummaryQuery.properties.percentiles,
    ...DimensionFilters,
  },
  { additionalProperties: false },
);

/** A list of distinct metrics, or a 400 naming `metrics`. */
export function metricList(text: string | undefined): MetricName[] {
  if (text === undefined) return [...CORE_METRICS];
  const parts = text.split(',');
  const allowed: readonly string[] = METRIC_NAMES;
  if (new Set(parts).size !== parts.length || parts.some((part) => !allowed.includes(part)))
    throw new BadRequest('querystring/metrics', METRIC_LIST);
  return parts as MetricName[];
}

export const HistogramQuery = Type.Object(
  {
    metric: literals(METRIC_NAMES, 'The metric.'),
    buckets: Type.Optional(Count('1–200; default 40.')),
    ...DimensionFilters,
  },
  { additionalProperties: false },
);

const SIDE = 'An appVersion, or a window `YYYY-MM-DD..YYYY-MM-DD` (end exclusive, in `tz`).';
const Side = Type.String({ minLength: 1, maxLength: 64, description: SIDE });

export const CompareQuery = Type.Object(
  {
    metric: literals(METRIC_NAMES, 'The metric.'),
    baseline: Side,
    candidate: Side,
    groupBy: Type.Optional(GroupList),
    minSamples: Type.Optional(Count(`Default ${DEFAULT_MIN_SAMPLES}.`)),
    ...DimensionFilters,
  },
  { additionalProperties: false },
);

export const PhasesQuery = Type.Object(
  {
    metric: literals(PHASE_METRICS, 'LCP (its four sub-parts) or INP (its three phases).'),
    groupBy: Type.Optional({ ...GroupList, description: `${GROUP_LIST} Default screen,device.` }),
    baseline: Type.Optional({ ...Side, description: `${SIDE} With candidate: which part grew.` }),
    candidate: Type.Optional({ ...Side, description: `${SIDE} With baseline.` }),
    minSamples: Type.Optional(
      Count(`Default ${DEFAULT_MIN_SAMPLES}: a part's comparison needs as many on each side.`),
    ),
    ...DimensionFilters,
  },
  { additionalProperties: false },
);

export const ReleasesQuery = Type.Object(
  { ...WindowQuery, appType: DimensionFilters.appType, tz: DimensionFilters.tz },
  { additionalProperties: false },
);

export const AttributionQuery = Type.Object(
  {
    metric: literals(ATTRIBUTION_METRICS, 'LCP, INP or CLS.'),
    limit: Type.Optional(Count('1–100; default 10.')),
    ...DimensionFilters,
  },
  { additionalProperties: false },
);

export const PassingQuery = Type.Object(
  {
    groupBy: Type.Optional(literals(['screen', 'path'], 'Default screen.')),
    minSamples: Type.Optional(Count(`Default ${DEFAULT_MIN_SAMPLES}.`)),
    ...DimensionFilters,
  },
  { additionalProperties: false },
);

export const NavigationsQuery = Type.Object(
  {
    groupBy: Type.Optional(literals(['screen', 'path'], 'Default screen.')),
    ...DimensionFilters,
  },
  { additionalProperties: false },
);

export const WarningsQuery = Type.Object(
  {
    ...WindowQuery,
    groupBy: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 64,
        description: `One or two (comma-separated) of: ${WARNING_GROUPS.join(', ')}. Default message.`,
      }),
    ),
    messageClass: Type.Optional(
      Type.String({ minLength: 1, maxLength: 1024, description: 'Exactly this message class.' }),
    ),
    path: FilterQuery.path,
    screen: ScreenFilter,
    browser: DimensionFilters.browser,
    appVersion: DimensionFilters.appVersion,
    messagePrefix: Type.Optional(
      Type.String({ minLength: 1, maxLength: 256, description: 'Messages that start with this text.' }),
    ),
    minPageViews: Type.Optional(
      Count('Leave out groups with fewer page views (0–9,999,999); default 0, none left out.'),
    ),
    tz: DimensionFilters.tz,
  },
  { additionalProperties: false },
);

/** `groupBy=path,browser` → ['path', 'browser']; a 400 listing the allowed values otherwise. */
export function warningGroups(text: string | undefined): WarningGroup[] {
  if (text === undefined) return ['message'];
  const parts = text.split(',');
  const allowed: readonly string[] = WARNING_GROUPS;
  if (
    parts.length > MAX_GROUP_DIMENSIONS ||
    new Set(parts).size !== parts.length ||
    parts.some((part) => !allowed.includes(part))
  ) {
    throw new BadRequest('querystring/groupBy', `must be one or two of: ${WARNING_GROUPS.join(', ')}`);
  }
  return parts as WarningGroup[];
}

export const ExportQuery = Type.Object(
  {
    ...WindowQuery,
    table: literals(EXPORT_TABLES, 'vitals or warnings.'),
    format: Type.Optional(literals(EXPORT_FORMATS, 'Default ndjson.')),
  },
  { additionalProperties: false },
);

/** `groupBy=day,device` → ['day', 'device']; a 400 listing the allowed values otherwise. */
export function groupDimensions(text: string | undefined, fallback: GroupDimension[]): GroupDimension[] {
  if (text === undefined) return fallback;
  const parts = text.split(',');
  const allowed: readonly string[] = GROUP_DIMENSIONS;
  if (
    parts.length > MAX_GROUP_DIMENSIONS ||
    new Set(parts).size !== parts.length ||
    parts.some((part) => !allowed.includes(part))
  ) {
    throw new BadRequest('querystring/groupBy', `must be one or two of: ${GROUP_DIMENSIONS.join(', ')}`);
  }
  return parts as GroupDimension[];
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

export const queryErrors = {
  400: errorRef(
    'A parameter out of its set or range (`field` names it), or an answer of more than QUERY_MAX_ROWS rows.',
  ),
  401: errorRef('Missing or wrong bearer token.'),
  429: errorRef('Over RATE_LIMIT_PER_MINUTE; see Retry-After.'),
  503: errorRef('The query ran out of time or memory, or no export slot is free; see Retry-After.'),
};

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
