import { Type, type Static } from 'typebox';
import { Group, Instant, Nullable, RatingName, Thresholds } from './common.ts';

export const SummaryRow = Type.Object({
  group: Group,
  count: Type.Integer({ minimum: 0 }),
  p75: Nullable(Type.Number({ description: 'Linearly interpolated 75th percentile; null without data.' })),
  percentiles: Type.Record(Type.String(), Nullable(Type.Number()), {
    description: 'Each requested percentile ("50", "95" …), linearly interpolated; null without data.',
  }),
  good: Type.Number({ description: 'Share (0..1) with value ≤ the good bound.' }),
  needsImprovement: Type.Number(),
  poor: Type.Number({ description: 'Share (0..1) with value > the poor bound.' }),
  rating: Nullable(RatingName),
  partial: Type.Optional(Type.Boolean({ description: 'A day that has not ended yet (in `tz`).' })),
});
export type SummaryRow = Static<typeof SummaryRow>;

/** `GET /analytics/vitals/summary`. CLS values are rounded to 3 decimals. */
export const SummaryResponse = Type.Object({
  metric: Type.String(),
  groupBy: Type.Array(Type.String()),
  from: Instant,
  to: Instant,
  tz: Type.String(),
  percentiles: Type.Array(Type.Integer()),
  thresholds: Thresholds,
  rows: Type.Array(SummaryRow),
});
export type SummaryResponse = Static<typeof SummaryResponse>;
