import { Type, type Static, type TSchema } from 'typebox';

/** Every refusal of the query API: `field` names the parameter; a closed set lists its values in `message`. */
export const AnalyticsError = Type.Object({
  statusCode: Type.Integer(),
  error: Type.String(),
  message: Type.String(),
  field: Type.Optional(Type.String()),
});
export type AnalyticsError = Static<typeof AnalyticsError>;

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/**
 * An ISO 8601 date-time in UTC, as `Date#toISOString()` writes it. A pattern rather than
 * `format: 'date-time'`, so every checker (Ajv in the service, TypeBox's `Value.Check` in tests) accepts
 * exactly this form, not each its own reading of the format.
 */
export const Instant = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,3})?Z$',
  description: 'ISO 8601 date-time, UTC (`2026-11-02T10:00:00.000Z`).',
});

/** A group's value per dimension, e.g. `{ day: "2026-11-02", device: "mobile" }`. */
export const Group = Type.Record(Type.String(), Type.String(), {
  description: 'The group’s value per `groupBy` dimension.',
});
export type Group = Static<typeof Group>;

export const RatingName = Type.Union([
  Type.Literal('good'),
  Type.Literal('needs-improvement'),
  Type.Literal('poor'),
]);

export const Thresholds = Type.Object({
  good: Type.Number({ description: 'Good when value ≤ this.' }),
  poor: Type.Number({ description: 'Poor when value > this.' }),
});
