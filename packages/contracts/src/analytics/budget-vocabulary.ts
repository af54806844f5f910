/**
 * The budgets' vocabulary with no schema in it, for the dashboard's budget (analytics/budgets.ts has the
 * schemas; docs/requirements/telemetry-service.md#budgets-and-alerts).
 */

/** The metrics a budget may limit: the ones a p75 is read for (FID is gone: docs/decisions/0500-no-fid.md). */
export const BUDGET_METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;

/** The devices a budget is set for, as the reports name them. */
export const BUDGET_DEVICES = ['mobile', 'tablet', 'desktop'] as const;

/** A page family: a screen's id from the route table (`employers`, `home`…). */
export const SCREEN_PATTERN = '^[a-z0-9][a-z0-9-]{0,63}$';

/**
 * A budget's state: `ok`; `breaching` (over the limit, not yet for enough checks); `firing`; `recovering`
 * (firing, at or under the limit, not yet for enough checks); `unchecked` (no check has read it yet).
 */
export const BUDGET_STATES = ['ok', 'breaching', 'firing', 'recovering', 'unchecked'] as const;
export type BudgetState = (typeof BUDGET_STATES)[number];

export const ALERT_KINDS = ['fired', 'resolved'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** What became of one message at one webhook. */
export const DELIVERY_STATES = ['pending', 'sent', 'failed'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

export const GATE_VERDICTS = ['pass', 'fail', 'unknown'] as const;
