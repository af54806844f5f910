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
      description: '95% confidence interval of the difference; null when insufficient.',
    }),
  ),
  verdict: LiteralUnion(COMPARE_VERDICTS),
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
  rows: Type.Array(CompareRow),
});
export type CompareResponse = Static<typeof CompareResponse>;
