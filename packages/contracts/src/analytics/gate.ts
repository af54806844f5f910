import { Type, type Static } from 'typebox';
import { LiteralUnion } from '../literal-union.ts';
import { GATE_VERDICTS } from './budget-vocabulary.ts';
import { BudgetKey } from './budgets.ts';
import { Nullable } from './common.ts';
import { COMPARE_VERDICTS } from './compare.ts';

/** One group the gate compared: a budget's page family × device × metric, or each such group when none is set. */
export const GateGroup = Type.Object({
  ...BudgetKey.properties,
  p75Limit: Nullable(Type.Number({ description: "The budget's limit; null when the group has no budget." })),
  baseline: Type.Object({ count: Type.Integer({ minimum: 0 }), p75: Nullable(Type.Number()) }),
  candidate: Type.Object({ count: Type.Integer({ minimum: 0 }), p75: Nullable(Type.Number()) }),
  difference: Nullable(Type.Number({ description: 'candidate p75 − baseline p75.' })),
  interval: Nullable(Type.Tuple([Type.Number(), Type.Number()])),
  confidence: Nullable(Type.Number()),
  verdict: LiteralUnion(COMPARE_VERDICTS),
});
export type GateGroup = Static<typeof GateGroup>;

/**
 * `GET /analytics/gate`: a release's pass or fail, from the release comparison (decision 0121's intervals,
 * Holm-corrected across every group and metric compared: decision 0132). `fail` when any group got
 * significantly worse; `unknown` when no group had enough values on both sides.
 */
export const GateResponse = Type.Object({
  verdict: LiteralUnion(GATE_VERDICTS),
  reason: Type.String({ description: 'The verdict in one sentence, naming the groups that got worse.' }),
  baseline: Type.String(),
  candidate: Type.String(),
  scope: LiteralUnion(['budgets', 'all'] as const, {
    description:
      '`budgets`: the budgeted groups were compared; `all`: no budget is set, every page family × device × metric.',
  }),
  minSamples: Type.Integer(),
  from: Type.String({ format: 'date-time' }),
  to: Type.String({ format: 'date-time' }),
  correction: Type.Object({
    method: Type.Literal('holm'),
    familyWiseErrorRate: Type.Number(),
    tests: Type.Integer({ minimum: 0 }),
  }),
  worse: Type.Array(GateGroup, { description: 'The groups that got significantly worse.' }),
  groups: Type.Array(GateGroup),
});
export type GateResponse = Static<typeof GateResponse>;
