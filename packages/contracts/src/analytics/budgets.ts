import { Type, type Static } from 'typebox';
import { LiteralUnion } from '../literal-union.ts';
import { Instant, Nullable } from './common.ts';
import {
  ALERT_KINDS,
  BUDGET_DEVICES,
  BUDGET_METRICS,
  BUDGET_STATES,
  DELIVERY_STATES,
  SCREEN_PATTERN,
} from './budget-vocabulary.ts';

/**
 * Performance budgets and their alerts (docs/requirements/telemetry-service.md#budgets-and-alerts): a p75
 * limit per page family (the route's screen) × device × metric, checked on a schedule; a breach that holds
 * for a set number of checks fires, a recovery that holds resolves, each sent once to the configured webhooks.
 */

const Screen = Type.String({
  pattern: SCREEN_PATTERN,
  description: "The page family: a screen's id from the route table, e.g. `employers`.",
});

/** What a budget is set for: one page family on one device, one metric. */
export const BudgetKey = Type.Object({
  screen: Screen,
  device: LiteralUnion(BUDGET_DEVICES),
  metric: LiteralUnion(BUDGET_METRICS),
});
export type BudgetKey = Static<typeof BudgetKey>;

/** `PUT /analytics/budgets/{screen}/{device}/{metric}`'s body: the limit, created or replaced. */
export const BudgetInput = Type.Object(
  {
    p75Limit: Type.Number({
      exclusiveMinimum: 0,
      maximum: 600_000,
      description: "The p75 the group must stay at or under, in the metric's unit (ms; CLS unitless).",
    }),
  },
  { additionalProperties: false },
);
export type BudgetInput = Static<typeof BudgetInput>;

/** The last check of one budget. */
export const BudgetCheck = Type.Object({
  at: Instant,
  p75: Nullable(Type.Number({ description: 'The p75 over the check window; null with too few values.' })),
  count: Type.Integer({ minimum: 0, description: 'Values in the check window.' }),
});
export type BudgetCheck = Static<typeof BudgetCheck>;

export const Budget = Type.Object({
  ...BudgetKey.properties,
  p75Limit: Type.Number(),
  updatedAt: Instant,
  state: LiteralUnion(BUDGET_STATES, {
    description:
      '`ok`; `breaching` (over the limit, not yet for enough checks); `firing`; `recovering` (firing, under the limit, not yet for enough checks); `unchecked`.',
  }),
  streak: Type.Integer({
    minimum: 0,
    description:
      'Consecutive checks that point to the next state (over the limit while ok, under it while firing).',
  }),
  lastCheck: Nullable(BudgetCheck),
});
export type Budget = Static<typeof Budget>;

/** `GET /analytics/budgets`: every budget with its state, and how they are checked. */
export const BudgetsResponse = Type.Object({
  checks: Type.Object({
    enabled: Type.Boolean({
      description: 'False when ALERT_CHECK_INTERVAL_MS is 0: budgets are kept, never checked.',
    }),
    intervalMs: Type.Integer({ description: 'Time between checks.' }),
    windowMs: Type.Integer({
      description: 'Each check reads the values received in this much time before it.',
    }),
    toFire: Type.Integer({ description: 'Consecutive checks over the limit that fire an alert.' }),
    toResolve: Type.Integer({ description: 'Consecutive checks at or under the limit that resolve it.' }),
    minSamples: Type.Integer({
      description: 'Fewer values than this in the window: the check counts for neither side.',
    }),
    webhooks: Type.Integer({ minimum: 0, description: 'Webhooks each firing and resolution is sent to.' }),
  }),
  budgets: Type.Array(Budget),
});
export type BudgetsResponse = Static<typeof BudgetsResponse>;

/** One firing or resolution, with what became of it at each webhook. */
export const AlertEvent = Type.Object({
  id: Type.String({ description: 'Names the event in every message sent for it (idempotency key).' }),
  kind: LiteralUnion(ALERT_KINDS),
  at: Instant,
  budget: Type.Object({ ...BudgetKey.properties, p75Limit: Type.Number() }),
  p75: Type.Number({ description: 'The p75 at the check that fired or resolved.' }),
  count: Type.Integer({ minimum: 0 }),
  checks: Type.Integer({ description: 'Consecutive checks that held before it.' }),
  deliveries: Type.Array(
    Type.Object({
      webhook: Type.String({
        description: 'The webhook: its kind and host (never its path, which may hold a secret).',
      }),
      state: LiteralUnion(DELIVERY_STATES),
      attempts: Type.Integer({ minimum: 0 }),
      error: Nullable(Type.String({ description: 'The last failure, in words.' })),
    }),
  ),
});
export type AlertEvent = Static<typeof AlertEvent>;

/** `GET /analytics/alerts`: firings and resolutions, newest first. */
export const AlertsResponse = Type.Object({ events: Type.Array(AlertEvent) });
export type AlertsResponse = Static<typeof AlertsResponse>;
