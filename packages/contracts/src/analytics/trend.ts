import { Type, type Static } from 'typebox';
import { Instant, Thresholds } from './common.ts';
import { SummaryRow } from './summary.ts';

/** One metric of a trend: each day of the window as `/vitals/summary` with `groupBy=day` answers it. */
export const TrendSeries = Type.Object({
  metric: Type.String(),
  thresholds: Thresholds,
  rows: Type.Array(SummaryRow, { description: 'Every day of the window, as `/vitals/summary?groupBy=day`.' }),
});
export type TrendSeries = Static<typeof TrendSeries>;

/**
 * `GET /analytics/vitals/trend`: several metrics per day in one answer (the dashboard's site trend), each
 * metric's rows equal to what `/vitals/summary?metric=…&groupBy=day` answers under the same parameters.
 */
export const TrendResponse = Type.Object({
  from: Instant,
  to: Instant,
  tz: Type.String(),
  percentiles: Type.Array(Type.Integer()),
  metrics: Type.Array(TrendSeries),
});
export type TrendResponse = Static<typeof TrendResponse>;
