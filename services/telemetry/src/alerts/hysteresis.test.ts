import { describe, expect, it } from 'vitest';
import { INITIAL_STATE, nextState, shownState, type AlertState, type Observation } from './hysteresis.ts';

const RULE = { toFire: 3, toResolve: 2 };

/** The changes a run of observations makes, each with the index of the check that made it. */
function run(observations: Observation[], start: AlertState = INITIAL_STATE) {
  let state = start;
  const changes: string[] = [];
  const shown: string[] = [];
  observations.forEach((observation, i) => {
    const next = nextState(state, observation, RULE);
    state = next.state;
    if (next.change) changes.push(`${i}:${next.change.kind}:${next.change.checks}`);
    shown.push(shownState(state));
  });
  return { state, changes, shown };
}

describe('budget alert hysteresis', () => {
  it('fires on the check that completes the streak, once, and stays firing while the breach holds', () => {
    const { changes, shown } = run(['over', 'over', 'over', 'over', 'over']);
    expect(changes).toEqual(['2:fired:3']);
    expect(shown).toEqual(['breaching', 'breaching', 'firing', 'firing', 'firing']);
  });

  it('never fires on a breach that does not hold: a check within the limit resets the streak', () => {
    const flapping: Observation[] = [
      'over',
      'over',
      'within',
      'over',
      'over',
      'within',
      'over',
      'over',
      'within',
    ];
    expect(run(flapping).changes).toEqual([]);
    expect(run(flapping).state).toEqual({ firing: false, streak: 0 });
  });

  it('resolves after toResolve checks within the limit, a relapse resetting the recovery', () => {
    const { changes, shown } = run(['over', 'over', 'over', 'within', 'over', 'within', 'within', 'within']);
    expect(changes).toEqual(['2:fired:3', '6:resolved:2']);
    expect(shown).toEqual([
      'breaching',
      'breaching',
      'firing',
      'recovering',
      'firing',
      'recovering',
      'ok',
      'ok',
    ]);
  });

  it('lets a check with too few values break no streak and count for neither side', () => {
    expect(run(['over', 'unknown', 'over', 'unknown', 'over']).changes).toEqual(['4:fired:3']);
    const firing = { firing: true, streak: 1 };
    expect(nextState(firing, 'unknown', RULE)).toEqual({ state: firing, change: null });
  });

  it('fires again after a resolution, and with toFire 1 on the first breach', () => {
    const again = run(['over', 'over', 'over', 'within', 'within', 'over', 'over', 'over']);
    expect(again.changes).toEqual(['2:fired:3', '4:resolved:2', '7:fired:3']);
    expect(nextState(INITIAL_STATE, 'over', { toFire: 1, toResolve: 1 }).change).toEqual({
      kind: 'fired',
      checks: 1,
    });
  });

  it('shows a budget no check has read as unchecked', () => {
    expect(shownState(undefined)).toBe('unchecked');
  });
});
