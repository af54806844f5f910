import { Type, type Static } from 'typebox';
import { LiteralUnion } from '../literal-union.ts';
import { Instant, Nullable, RatingName } from './common.ts';

export const PASSING_VERDICTS = ['passing', 'failing', 'insufficient'] as const;

const MetricFigure = Type.Object({
  p75: Nullable(Type.Number()),
  count: Type.Integer(),
  rating: Nullable(RatingName),
});

export const PassingRow = Type.Object({
  key: Type.String({ description: 'The screen or path.' }),
  device: Type.String(),
  metrics: Type.Object({ LCP: MetricFigure, INP: MetricFigure, CLS: MetricFigure }),
  verdict: LiteralUnion(PASSING_VERDICTS),
});
export type PassingRow = Static<typeof PassingRow>;

export const PassingSiteRow = Type.Object({
  device: Type.String(),
  pageViews: Type.Integer(),
  passingShare: Nullable(Type.Number({ description: 'Share of page views on passing pages (0..1).' })),
});
export type PassingSiteRow = Static<typeof PassingSiteRow>;

/**
 * `GET /analytics/vitals/passing`: CrUX's rule per page family (or path) and device. Passing: each of
 * LCP, INP and CLS has at least `minSamples` samples and a good p75. Insufficient: any of them has fewer
 * (none at all included). Failing otherwise.
 */
export const PassingResponse = Type.Object({
  from: Instant,
  to: Instant,
  groupBy: Type.String(),
  minSamples: Type.Integer(),
  rows: Type.Array(PassingRow),
  site: Type.Array(PassingSiteRow, {
    description: 'Per device: the share of its page views on passing rows.',
  }),
  siteWide: Type.Object(
    {
      pageViews: Type.Integer(),
      passingShare: Nullable(Type.Number({ description: 'Share of page views on passing rows (0..1).' })),
    },
    {
      description: 'The whole site under the filters, every device: the share of page views on passing rows.',
    },
  ),
});
export type PassingResponse = Static<typeof PassingResponse>;
