import type { AlertEvent, Budget, BudgetInput, BudgetKey } from '@opstap/contracts';
import type { VitalsStore } from '../store/types.ts';
import { checkBudgets, type CheckSettings } from './check-budgets.ts';
import { DeliveryQueue, type DeliverySettings } from './delivery-queue.ts';
import { shownState } from './hysteresis.ts';
import {
  bodies,
  budgetKey,
  deletion,
  record,
  VersionClock,
  type BudgetBody,
  type DeliveryBody,
  type EventBody,
  type StateBody,
} from './records.ts';
import type { Webhook } from './webhooks.ts';

export interface AlertingSettings extends CheckSettings, DeliverySettings {
  /** Time between checks; 0 checks only when asked (`POST /admin/alerts/check`). */
  intervalMs: number;
  webhooks: readonly Webhook[];
}

interface Log {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

/**
 * Budgets, their checks and their alerts (docs/requirements/telemetry-service.md#budgets-and-alerts): the
 * budgets and the history as the API shows them, a check on a timer (or when asked), and the deliveries.
 * Checks run one at a time; a check that fails (the store unreachable) is logged and the next one runs on
 * time. Nothing here runs on a request's path but the budget edits and the reads.
 */
export class Alerting {
  readonly #clock = new VersionClock();
  readonly #queue: DeliveryQueue;
  #timer: ReturnType<typeof setInterval> | undefined;
  #checking: Promise<{ checked: number; fired: number; resolved: number }> | undefined;

  constructor(
    private readonly store: VitalsStore,
    readonly settings: AlertingSettings,
    private readonly log: Log,
  ) {
    this.#queue = new DeliveryQueue(
      settings.webhooks,
      settings,
      (records) => store.putAlertRecords(records),
      this.#clock,
      log,
    );
  }

  /** Sends what an earlier process left pending, then checks every `intervalMs`. */
  async start(): Promise<void> {
    const events = bodies<EventBody>(await this.store.alertRecords('event'));
    const pending = [...bodies<DeliveryBody>(await this.store.alertRecords('delivery')).values()].filter(
      (delivery) => delivery.state === 'pending',
    );
    for (const delivery of pending) {
      const event = events.get(delivery.eventId);
      if (event) await this.#queue.enqueue(event, [delivery]);
    }
    if (this.settings.intervalMs > 0) {
      this.#timer = setInterval(() => {
        this.check().catch((error: unknown) => this.log.warn({ err: error }, 'budget check failed'));
      }, this.settings.intervalMs);
      this.#timer.unref();
    }
  }

  /** One check of every budget now; a check already running is waited for instead of run twice at once. */
  check(now = new Date()): Promise<{ checked: number; fired: number; resolved: number }> {
    this.#checking ??= this.#check(now).finally(() => (this.#checking = undefined));
    return this.#checking;
  }

  async #check(now: Date) {
    const { checked, made } = await checkBudgets(
      this.store,
      this.settings,
      this.settings.webhooks,
      this.#clock,
      now,
    );
    for (const { event, deliveries } of made) {
      this.log.info(
        { event: event.id, kind: event.kind, budget: event.budget, p75: event.p75 },
        `budget ${event.kind}`,
      );
      await this.#queue.enqueue(event, deliveries);
    }
    const count = (kind: EventBody['kind']) => made.filter(({ event }) => event.kind === kind).length;
    return { checked, fired: count('fired'), resolved: count('resolved') };
  }

  /** Resolves once every message queued so far has been sent, or has failed for good. */
  settled(): Promise<void> {
    return this.#queue.settled();
  }

  async budgets(): Promise<Budget[]> {
    const states = bodies<StateBody>(await this.store.alertRecords('state'));
    return [...bodies<BudgetBody>(await this.store.alertRecords('budget')).values()].map((budget) => {
      const state = states.get(budgetKey(budget));
      return {
        ...budget,
        state: shownState(state),
        streak: state?.streak ?? 0,
        lastCheck: state?.lastCheck ?? null,
      };
    });
  }

  /** Sets a budget's limit; its state (a streak, a firing) carries over, to be read against the new limit. */
  async putBudget(key: BudgetKey, input: BudgetInput): Promise<Budget> {
    const version = this.#clock.next();
    const body: BudgetBody = {
      screen: key.screen,
      device: key.device,
      metric: key.metric,
      p75Limit: input.p75Limit,
      updatedAt: new Date(version).toISOString(),
    };
    await this.store.putAlertRecords([record('budget', budgetKey(key), version, body)]);
    const budget = (await this.budgets()).find((b) => budgetKey(b) === budgetKey(key));
    return budget ?? { ...body, state: 'unchecked', streak: 0, lastCheck: null };
  }

  /** Deletes a budget and its state (a firing is not resolved: no message is sent); false when it had none. */
  async deleteBudget(key: BudgetKey): Promise<boolean> {
    const id = budgetKey(key);
    const exists = (await this.store.alertRecords('budget')).some((r) => r.key === id);
    if (!exists) return false;
    const version = this.#clock.next();
    await this.store.putAlertRecords([deletion('budget', id, version), deletion('state', id, version)]);
    return true;
  }

  /** Firings and resolutions, newest first, with each webhook's delivery. */
  async history(limit: number): Promise<AlertEvent[]> {
    const events = [...bodies<EventBody>(await this.store.alertRecords('event')).values()]
      .sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0))
      .slice(0, limit);
    const deliveries = [...bodies<DeliveryBody>(await this.store.alertRecords('delivery')).values()];
    return events.map((event) => ({
      ...event,
      deliveries: deliveries
        .filter((delivery) => delivery.eventId === event.id)
        .map(({ webhook, state, attempts, error }) => ({ webhook, state, attempts, error })),
    }));
  }

  /** Stops the timer and the deliveries; waits for a check in progress to finish writing. */
  async close(): Promise<void> {
    clearInterval(this.#timer);
    this.#queue.close();
    await this.#checking?.catch(() => undefined);
  }
}
