import { Type, type Static } from 'typebox';
import { Instant, Nullable, Thresholds } from './common.ts';

export const HistogramBucket = Type.Object({
  lower: Type.Number({ description: 'Inclusive.' }),
  upper: Nullable(Type.Number({ description: 'Exclusive; null for the overflow bucket above p99.' })),
  count: Type.Integer({ minimum: 0 }),
});
export type HistogramBucket = Static<typeof HistogramBucket>;

/** `GET /analytics/vitals/histogram`: equal-width buckets from the minimum up to p99, then an overflow. */
export const HistogramResponse = Type.Object({
  metric: Type.String(),
  from: Instant,
  to: Instant,
  thresholds: Thresholds,
  count: Type.Integer({ minimum: 0 }),
  max: Nullable(
    Type.Number({
      description: 'The largest value: the overflow bucket holds values from its lower bound up to this one.',
    }),
  ),
  buckets: Type.Array(HistogramBucket),
});
export type HistogramResponse = Static<typeof HistogramResponse>;
