import type { AlertEvent, Budget, BudgetInput, BudgetKey } from '@opstap/contracts';
import type { VitalsStore } from '../store/types.ts';
import { checkBudgets, type CheckSettings } from './check-budgets.ts';
import { claimWindow } from './check-claim.ts';
import { DeliveryQueue, type DeliverySettings } from './delivery-queue.ts';
import { shownState } from './hysteresis.ts';
import {
  bodies,
  budgetKey,
  deletion,
  deliveryKey,
  record,
  VersionClock,
  type BudgetBody,
  type DeliveryBody,
  type EventBody,
  type StateBody,
} from './records.ts';
import type { Webhook } from './webhooks.ts';

export interface AlertingSettings extends CheckSettings, DeliverySettings {
  /**
   * Time between checks, each at a multiple of it since the epoch, the same moments on every replica; 0
   * checks only when asked (`POST /admin/alerts/check`).
   */
  intervalMs: number;
  /** How long a replica waits after claiming a window before reading the claims back (check-claim.ts). */
  claimSettleMs: number;
  webhooks: readonly Webhook[];
}

/**
 * A pending message whose record was last written this long ago has no live sender: a sender writes it at
 * every attempt, and waits at most a minute between attempts of at most two (decision 0144).
 */
export const ABANDONED_AFTER_MS = 15 * 60_000;

type CheckResult = { checked: number; fired: number; resolved: number };

interface Log {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

/**
 * Budgets, their checks and their alerts (docs/requirements/telemetry-service.md#budgets-and-alerts): the
 * budgets and the history as the API shows them, a check on a timer (or when asked), and the deliveries.
 * Every replica may check on the timer: each window is checked by the replica whose claim of it is the
 * earliest (check-claim.ts, decision 0144). Checks run one at a time; a check that fails (the store
 * unreachable) is logged and the next one runs on time. Nothing here runs on a request's path but the
 * budget edits and the reads.
 */
export class Alerting {
  readonly #clock = new VersionClock();
  readonly #queue: DeliveryQueue;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #checking: Promise<CheckResult> | undefined;
  #windows: Promise<unknown> = Promise.resolve();
  readonly #closing = new AbortController();

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

  /**
   * Sends what this replica left pending before it stopped (another's is taken over once abandoned), then
   * checks at every multiple of `intervalMs`.
   */
  async start(): Promise<void> {
    await this.#send((delivery) => delivery.owner === this.settings.replica, 'its own');
    if (this.settings.intervalMs > 0) this.#schedule();
  }

  #schedule(): void {
    if (this.#closing.signal.aborted) return;
    const { intervalMs } = this.settings;
    this.#timer = setTimeout(
      () => {
        const windowMs = Math.floor(Date.now() / intervalMs) * intervalMs;
        this.checkWindow(windowMs)
          .catch((error: unknown) => {
            if (!this.#closing.signal.aborted) this.log.warn({ err: error }, 'budget check failed');
          })
          .finally(() => this.#schedule());
      },
      intervalMs - (Date.now() % intervalMs),
    );
    this.#timer.unref();
  }

  /**
   * The timer's check of the window at `windowMs` (epoch ms), if this replica's claim of it is the earliest
   * (check-claim.ts): every budget at that moment, then the messages other replicas abandoned. Null when
   * another replica checks it. Windows are checked one at a time.
   */
  checkWindow(windowMs: number): Promise<CheckResult | null> {
    const run = this.#windows.then(async () => {
      const { replica, claimSettleMs } = this.settings;
      const signal = this.#closing.signal;
      const claimed = await claimWindow(this.store, windowMs, replica, claimSettleMs, { signal });
      if (!claimed) return null;
      const result = await this.check(new Date(windowMs));
      const abandoned = Date.now() - ABANDONED_AFTER_MS;
      await this.#send(
        (delivery, version) => delivery.owner !== this.settings.replica && version < abandoned,
        'abandoned',
      );
      return result;
    });
    this.#windows = run.catch(() => undefined);
    return run;
  }

  /** One check of every budget now; a check already running is waited for instead of run twice at once. */
  check(now = new Date()): Promise<CheckResult> {
    this.#checking ??= this.#check(now).finally(() => (this.#checking = undefined));
    return this.#checking;
  }

  /**
   * Sends the pending messages `which` picks (of events still in the history), each recorded as this
   * replica's first, so no other replica takes it over while it is sent.
   */
  async #send(which: (delivery: DeliveryBody, version: number) => boolean, whose: string): Promise<void> {
    const events = bodies<EventBody>(await this.store.alertRecords('event'));
    const picked = (await this.store.alertRecords('delivery'))
      .map((r) => ({ delivery: JSON.parse(r.body) as DeliveryBody, version: r.version }))
      .filter(
        ({ delivery, version }) =>
          delivery.state === 'pending' && events.has(delivery.eventId) && which(delivery, version),
      )
      .map(({ delivery }) => ({ ...delivery, owner: this.settings.replica }));
    if (picked.length === 0) return;
    const version = this.#clock.next();
    await this.store.putAlertRecords(
      picked.map((delivery) => record('delivery', deliveryKey(delivery), version, delivery)),
    );
    this.log.info({ messages: picked.length, whose }, 'alert messages left pending sent again');
    for (const delivery of picked)
      await this.#queue.enqueue(events.get(delivery.eventId) as EventBody, [delivery]);
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
    this.#closing.abort();
    clearTimeout(this.#timer);
    this.#queue.close();
    await this.#windows;
    await this.#checking?.catch(() => undefined);
  }
}
