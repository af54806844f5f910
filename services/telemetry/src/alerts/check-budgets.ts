import { APP_TYPES } from '@opstap/contracts';
import type { AlertRecord } from '../store/alert-records.ts';
import type { VitalsStore } from '../store/types.ts';
import type { StatsRow } from '../store/analytics-queries.ts';
import { shown } from '../query/figures.ts';
import { INITIAL_STATE, nextState, type Hysteresis, type Observation } from './hysteresis.ts';
import {
  bodies,
  budgetKey,
  deliveryKey,
  eventId,
  record,
  type BudgetBody,
  type DeliveryBody,
  type EventBody,
  type StateBody,
  type VersionClock,
} from './records.ts';
import type { Webhook } from './webhooks.ts';

export interface CheckSettings extends Hysteresis {
  /** Each check reads the values received in this much time before it. */
  windowMs: number;
  /** Fewer values than this in the window: the check counts for neither side (hysteresis.ts). */
  minSamples: number;
  /** Names this replica: the owner of the deliveries its checks make (ALERT_REPLICA). */
  replica: string;
}

/** A firing or resolution made by a check, with its deliveries, written before any is sent. */
export interface Made {
  event: EventBody;
  deliveries: DeliveryBody[];
}

/**
 * One check of every budget (docs/requirements/telemetry-service.md#budgets-and-alerts): the p75 of each
 * budget's page family × device × metric over the window before `now` (the site's page views only), each
 * budget's next state, and the firings and resolutions it makes, with one pending delivery per webhook.
 * States, events and deliveries are written in one write, so a restart neither forgets a firing nor makes
 * it again (decision 0141). One stats query per metric budgeted. A budget whose state was already checked
 * at `now` (another replica checked the same window: decision 0144) is left as it is, so no streak counts
 * one window twice; an event's id comes from its budget, change and moment, so two checks of one window
 * make one event.
 */
export async function checkBudgets(
  store: VitalsStore,
  settings: CheckSettings,
  webhooks: readonly Webhook[],
  clock: VersionClock,
  now: Date,
): Promise<{ checked: number; made: Made[] }> {
  const budgets = [...bodies<BudgetBody>(await store.alertRecords('budget')).values()];
  if (budgets.length === 0) return { checked: 0, made: [] };
  const states = bodies<StateBody>(await store.alertRecords('state'));
  const metrics = [...new Set(budgets.map((budget) => budget.metric))];
  const answers = await store.statsEach(
    metrics.map((metric) => ({
      metric,
      from: new Date(now.getTime() - settings.windowMs),
      to: now,
      filters: { appType: APP_TYPES.site },
      groupBy: ['screen', 'device'],
      tz: 'UTC',
      fractions: [0.75],
    })),
  );
  const groups = new Map<string, StatsRow>(
    metrics.flatMap((metric, i) =>
      (answers[i] ?? []).map((row) => [`${row.group[0]}/${row.group[1]}/${metric}`, row] as const),
    ),
  );
  const at = now.toISOString();
  // The write's time, not the check's moment (a window's check runs after it): a record's version says
  // when it was written, whichever replica wrote it (decision 0144).
  const version = clock.next();
  const records: AlertRecord[] = [];
  const made: Made[] = [];
  let checked = 0;
  for (const budget of budgets) {
    const key = budgetKey(budget);
    if (states.get(key)?.lastCheck?.at === at) continue;
    checked += 1;
    const row = groups.get(key);
    const count = row?.count ?? 0;
    const p75 = row && count >= settings.minSamples ? shown(budget.metric, row.quantiles[0]) : null;
    const observation: Observation = p75 === null ? 'unknown' : p75 > budget.p75Limit ? 'over' : 'within';
    const before = states.get(key) ?? INITIAL_STATE;
    const { state, change } = nextState(
      { firing: before.firing, streak: before.streak },
      observation,
      settings,
    );
    records.push(
      record('state', key, version, { ...state, lastCheck: { at, p75, count } } satisfies StateBody),
    );
    if (!change || p75 === null) continue;
    const { screen, device, metric, p75Limit } = budget;
    const event: EventBody = {
      id: eventId(key, change.kind, at),
      kind: change.kind,
      at,
      budget: { screen, device, metric, p75Limit },
      p75,
      count,
      checks: change.checks,
    };
    const deliveries = webhooks.map((webhook): DeliveryBody => ({
      eventId: event.id,
      webhookId: webhook.id,
      webhook: webhook.label,
      state: 'pending',
      attempts: 0,
      error: null,
      owner: settings.replica,
    }));
    records.push(
      record('event', event.id, version, event),
      ...deliveries.map((delivery) => record('delivery', deliveryKey(delivery), version, delivery)),
    );
    made.push({ event, deliveries });
  }
  await store.putAlertRecords(records);
  return { checked, made };
}
