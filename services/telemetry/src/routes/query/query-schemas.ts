import {
  ATTRIBUTION_METRICS,
  CORE_METRICS,
  DEFAULT_MIN_SAMPLES,
  EXPORT_FORMATS,
  EXPORT_TABLES,
  GROUP_DIMENSIONS,
  METRIC_NAMES,
  NAVIGATION_TYPES,
  DEFAULT_PERCENTILES,
  PERCENTILE_RANGE,
  PHASE_METRICS,
  WARNING_GROUPS,
} from '@opstap/contracts';
import { SCREEN_NAMES } from '@opstap/routes';
import { Type } from 'typebox';
import { APP_TYPES } from '@opstap/contracts';
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

/** What `metrics` takes, in its description and in its 400 (query-params.ts). */
export const METRIC_LIST = `One to ${METRIC_NAMES.length} (comma-separated, distinct) of: ${METRIC_NAMES.join(', ')}.`;

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

export const ExportQuery = Type.Object(
  {
    ...WindowQuery,
    table: literals(EXPORT_TABLES, 'vitals or warnings.'),
    format: Type.Optional(literals(EXPORT_FORMATS, 'Default ndjson.')),
  },
  { additionalProperties: false },
);

export const queryErrors = {
  400: errorRef(
    'A parameter out of its set or range (`field` names it), or an answer of more than QUERY_MAX_ROWS rows.',
  ),
  401: errorRef('Missing or wrong bearer token.'),
  429: errorRef('Over RATE_LIMIT_PER_MINUTE; see Retry-After.'),
  503: errorRef('The query ran out of time or memory, or no export slot is free; see Retry-After.'),
};
