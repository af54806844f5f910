import type { BudgetState } from '@opstap/contracts';

/**
 * When a budget's alert fires and resolves (docs/requirements/telemetry-service.md#budgets-and-alerts): a
 * breach must hold for `toFire` consecutive checks, a recovery for `toResolve`, so a p75 wavering around the
 * limit never flaps. A check with too few values counts for neither side and breaks no streak.
 */

/** What one check saw: the p75 over the limit, at or under it, or too few values to tell. */
export type Observation = 'over' | 'within' | 'unknown';

export interface AlertState {
  /** True between a firing and its resolution. */
  firing: boolean;
  /** Consecutive checks pointing to the other state (over the limit while not firing, within it while firing). */
  streak: number;
}

export interface Hysteresis {
  toFire: number;
  toResolve: number;
}

export const INITIAL_STATE: AlertState = { firing: false, streak: 0 };

/** The state after one check, and the change it makes (with the streak that made it), if any. */
export function nextState(
  state: AlertState,
  observation: Observation,
  { toFire, toResolve }: Hysteresis,
): { state: AlertState; change: { kind: 'fired' | 'resolved'; checks: number } | null } {
  if (observation === 'unknown') return { state, change: null };
  const towardsOther = state.firing ? observation === 'within' : observation === 'over';
  if (!towardsOther) return { state: { firing: state.firing, streak: 0 }, change: null };
  const streak = state.streak + 1;
  if (streak < (state.firing ? toResolve : toFire))
    return { state: { firing: state.firing, streak }, change: null };
  return {
    state: { firing: !state.firing, streak: 0 },
    change: { kind: state.firing ? 'resolved' : 'fired', checks: streak },
  };
}

/** The state as the API shows it (`BUDGET_STATES`). */
export function shownState(state: AlertState | undefined): BudgetState {
  if (!state) return 'unchecked';
  if (state.firing) return state.streak > 0 ? 'recovering' : 'firing';
  return state.streak > 0 ? 'breaching' : 'ok';
}
