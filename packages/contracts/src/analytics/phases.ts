import { Type, type Static } from 'typebox';
import { LiteralUnion } from '../literal-union.ts';
import { COMPARE_VERDICTS } from './compare.ts';
import { Group, Instant, Nullable } from './common.ts';

const Side = Type.Object({
  count: Type.Integer({ minimum: 0, description: 'Reports of the metric that carry this part.' }),
  p75: Nullable(Type.Number({ description: 'Linearly interpolated 75th percentile of the part (ms).' })),
});

export const PhaseFigure = Type.Object({
  phase: Type.String({ description: 'The part, e.g. "elementRenderDelay".' }),
  count: Type.Integer({
    minimum: 0,
    description: 'Reports with this part: in the window, or the candidate’s.',
  }),
  p75: Nullable(Type.Number({ description: 'p75 of the part (ms): in the window, or the candidate’s.' })),
  baseline: Nullable(Side), // the baseline's figures; null without a comparison
  difference: Nullable(Type.Number({ description: 'candidate p75 − baseline p75 (ms).' })),
  interval: Nullable(
    Type.Tuple([Type.Number(), Type.Number()], {
      description:
        'Interval of the difference at `confidence`, Holm-corrected across every part and group tested.',
    }),
  ),
  confidence: Nullable(
    Type.Number({ description: 'The confidence level of `interval` after the correction.' }),
  ),
  verdict: Nullable(LiteralUnion(COMPARE_VERDICTS, { description: 'null without a comparison.' })),
  missing: Nullable(
    Type.String({ description: 'Why the verdict is insufficient, e.g. "baseline 1.6.0: 12 of 50 values".' }),
  ),
});
export type PhaseFigure = Static<typeof PhaseFigure>;

export const PhasesRow = Type.Object({
  group: Group,
  phases: Type.Array(PhaseFigure, { description: 'One per part, in VITAL_PHASES order.' }),
  grew: Nullable(
    Type.String({
      description: 'The part with the largest significant increase (verdict worse); null when none grew.',
    }),
  ),
});
export type PhasesRow = Static<typeof PhasesRow>;

/**
 * `GET /analytics/vitals/phases`: p75 of each LCP sub-part or INP phase per group, in a window; with
 * `baseline` and `candidate` (app versions or windows, as `/vitals/compare`), both sides' p75s, the
 * difference of each part with a Holm-corrected interval and verdict, and the part that grew most.
 */
export const PhasesResponse = Type.Object({
  metric: Type.String(),
  phases: Type.Array(Type.String(), { description: 'The parts, in the order they happen.' }),
  groupBy: Type.Array(Type.String()),
  from: Instant,
  to: Instant,
  tz: Type.String(),
  baseline: Nullable(Type.String()),
  candidate: Nullable(Type.String()),
  minSamples: Type.Integer(),
  method: Nullable(
    Type.String({ description: 'How the intervals are computed; null without a comparison.' }),
  ),
  correction: Nullable(
    Type.Object({
      method: Type.Literal('holm'),
      familyWiseErrorRate: Type.Number(),
      tests: Type.Integer({ minimum: 0, description: 'Parts × groups tested (those not insufficient).' }),
    }),
  ),
  rows: Type.Array(PhasesRow),
});
export type PhasesResponse = Static<typeof PhasesResponse>;
