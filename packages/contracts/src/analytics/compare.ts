import { Type, type Static } from 'typebox';
import { LiteralUnion } from '../literal-union.ts';
import { Group, Nullable } from './common.ts';

export const COMPARE_VERDICTS = ['better', 'worse', 'no-change', 'insufficient'] as const;
export type CompareVerdict = (typeof COMPARE_VERDICTS)[number];

const Side = Type.Object({
  count: Type.Integer({ minimum: 0 }),
  p75: Nullable(Type.Number()),
});

export const CompareRow = Type.Object({
  key: Type.String({ description: 'The group values joined by " / "; "all" without groupBy.' }),
  group: Group,
  baseline: Side,
  candidate: Side,
  difference: Nullable(Type.Number({ description: 'candidate p75 − baseline p75.' })),
  interval: Nullable(
    Type.Tuple([Type.Number(), Type.Number()], {
      description:
        'Interval of the difference at `confidence`, widened for the groups tested (see `correction`); null when insufficient.',
    }),
  ),
  confidence: Nullable(
    Type.Number({ description: 'The confidence level of `interval` after the correction, e.g. 0.9975.' }),
  ),
  verdict: LiteralUnion(COMPARE_VERDICTS),
  missing: Nullable(
    Type.Object(
      {
        reason: Type.String({
          description: 'What is missing, in words, e.g. "baseline 1.6.0: 0 of 50 values".',
        }),
        sides: Type.Array(
          Type.Object({
            side: LiteralUnion(['baseline', 'candidate'] as const),
            release: Type.String({ description: 'The app version or window of that side.' }),
            count: Type.Integer({ minimum: 0, description: 'Page views with a value of the metric.' }),
          }),
        ),
        minSamples: Type.Integer({ description: 'The minimum each side needs.' }),
      },
      { description: 'Why the verdict is insufficient; null otherwise.' },
    ),
  ),
});
export type CompareRow = Static<typeof CompareRow>;

/**
 * `GET /analytics/vitals/compare`: baseline and candidate are each an `appVersion` or a window
 * `YYYY-MM-DD..YYYY-MM-DD`. Worse means a higher p75 with the interval wholly above 0.
 */
export const CompareResponse = Type.Object({
  metric: Type.String(),
  method: Type.String({ description: 'How the interval is computed.' }),
  baseline: Type.String(),
  candidate: Type.String(),
  groupBy: Type.Array(Type.String()),
  minSamples: Type.Integer(),
  from: Type.String({
    format: 'date-time',
    description: 'Start of the window the app versions were read in.',
  }),
  to: Type.String({ format: 'date-time', description: 'End (exclusive) of that window.' }),
  correction: Type.Object(
    {
      method: Type.Literal('holm', {
        description: "Holm's step-down (docs/decisions/0132-compare-holm.md).",
      }),
      familyWiseErrorRate: Type.Number({
        description: 'The chance of any false better/worse among the groups tested, at most.',
      }),
      tests: Type.Integer({ minimum: 0, description: 'Groups tested (those not insufficient).' }),
    },
    { description: 'The correction for testing many groups at once.' },
  ),
  rows: Type.Array(CompareRow),
});
export type CompareResponse = Static<typeof CompareResponse>;
