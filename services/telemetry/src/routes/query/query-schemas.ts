import { METRIC_NAMES, VitalReport } from '@opstap/contracts';
import { Type } from '@sinclair/typebox';
import { BadRequest } from '../../plugins/errors.ts';
import { GROUP_BYS } from '../../store/types.ts';
import { errorRef } from '../error-schema.ts';

/**
 * The analysts' query parameters. Every one is a closed set or a bounded, patterned string, and
 * unknown parameters are refused (Ajv `removeAdditional: false`), so a typo is a 400, not a silent default.
 */
const literals = <T extends string>(values: readonly T[], description: string) =>
  Type.Union(
    values.map((value) => Type.Literal(value)),
    { description },
  );

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
  device: Type.Optional(VitalReport.properties.device),
  country: Type.Optional(VitalReport.properties.country),
};

export const SummaryQuery = Type.Object(
  {
    metric: literals(METRIC_NAMES, 'The metric.'),
    groupBy: Type.Optional(literals(GROUP_BYS, 'Group rows by this; default path. `day` is UTC.')),
    ...FilterQuery,
  },
  { additionalProperties: false },
);

export const PassingQuery = Type.Object(FilterQuery, { additionalProperties: false });

export const WarningsQuery = Type.Object(
  { ...WindowQuery, groupBy: Type.Optional(literals(['message', 'path'], 'Default message.')) },
  { additionalProperties: false },
);

export const queryErrors = {
  400: errorRef('A parameter out of its set or range; `field` names it.'),
  401: errorRef('Missing or wrong bearer token.'),
  429: errorRef('Over RATE_LIMIT_PER_MINUTE; see Retry-After.'),
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

/** The window to query: defaults as CrUX (28 days up to now); `from` must come before `to`. */
export function window(query: { from?: string; to?: string }): { from: Date; to: Date } {
  const to = query.to ? instant(query.to, 'to') : new Date();
  const from = query.from
    ? instant(query.from, 'from')
    : new Date(to.getTime() - DEFAULT_WINDOW_DAYS * DAY_MS);
  if (from.getTime() >= to.getTime()) throw new BadRequest('querystring/from', 'must be before to');
  return { from, to };
}
