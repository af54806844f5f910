import { APP_TYPES } from '@opstap/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { vital } from '../../test/store/store-contract-data.ts';
import { chdbConnection } from '../../test/support/chdb.ts';
import { until } from '../../test/support/process.ts';
import { startReceiver, type WebhookReceiver } from '../../test/support/webhook-receiver.ts';
import { ClickHouseStore } from '../store/clickhouse/clickhouse-store.ts';
import type { VitalsStore } from '../store/types.ts';
import { batchOf } from '../store/vital-batch.ts';
import { setTimeout as sleep } from 'node:timers/promises';
import type { AlertRecord } from '../store/alert-records.ts';
import { ABANDONED_AFTER_MS, Alerting, type AlertingSettings } from './alerting.ts';
import { claimWindow } from './check-claim.ts';
import { deliveryKey, record, type DeliveryBody, type EventBody } from './records.ts';
import { parseWebhooks } from './webhooks.ts';

/**
 * Every replica checking against one ClickHouse store (chDB here; docs/decisions/0144-every-replica-checks.md):
 * each window is checked by one replica, a firing is made and sent once, a window checked twice anyway
 * counts once and makes one event, and a message another replica abandoned is taken over, not sent twice.
 */
const BUDGET = { screen: 'employers', device: 'desktop', metric: 'INP' } as const;
const MINUTE = 60_000;
const silent = { info: () => undefined, warn: () => undefined };

let store: VitalsStore;
let receiver: WebhookReceiver;
const replicas: Alerting[] = [];
beforeAll(async () => {
  store = new ClickHouseStore({ connection: chdbConnection(), database: 'replicas' });
  await store.init();
  receiver = await startReceiver();
});
afterEach(async () => {
  for (const replica of replicas.splice(0)) await replica.close();
});
afterAll(async () => {
  await receiver?.close();
  await store?.close();
});

function replica(name: string): Alerting {
  const settings: AlertingSettings = {
    intervalMs: 0,
    // Longer than a chDB write takes on a loaded machine: a claim slower than it lets its window go.
    claimSettleMs: 1_000,
    replica: name,
    windowMs: 60 * MINUTE,
    toFire: 2,
    toResolve: 2,
    minSamples: 3,
    webhooks: parseWebhooks(`${receiver.url}/hook`),
    timeoutMs: 5_000,
    attempts: 3,
    retryBaseMs: 10,
    maxQueued: 100,
  };
  const alerting = new Alerting(store, settings, silent);
  replicas.push(alerting);
  return alerting;
}

async function inp(value: number, n: number, receivedAt: Date) {
  const rows = Array.from({ length: n }, (_, i) =>
    vital({
      receivedAt,
      name: 'INP',
      value,
      id: `v-${value}-${receivedAt.getTime()}-${i}`,
      screen: BUDGET.screen,
      device: BUDGET.device,
      appType: APP_TYPES.site,
    }),
  );
  await store.insertVitals(batchOf(store, rows));
}

describe('alert checks on every replica of one ClickHouse store', () => {
  it('checks each window once across replicas, and fires and resolves once, each message sent once', async () => {
    const [a, b] = [replica('telemetry-1'), replica('telemetry-2')];
    await a.putBudget(BUDGET, { p75Limit: 200 });
    const start = Math.floor(Date.now() / MINUTE) * MINUTE;
    await inp(600, 5, new Date(start - 10 * MINUTE));

    // Both replicas' timers go off for the same windows: one check each window, not two.
    for (const window of [start, start + MINUTE]) {
      const results = await Promise.all([a.checkWindow(window), b.checkWindow(window)]);
      expect(results.filter((result) => result !== null)).toHaveLength(1);
      if (window === start) expect((await a.budgets())[0]).toMatchObject({ state: 'breaching', streak: 1 });
    }
    expect((await b.budgets())[0]).toMatchObject({ state: 'firing', streak: 0 });
    await until('the firing at the webhook', () => receiver.received.length >= 1);
    await Promise.all([a.settled(), b.settled()]);
    expect(receiver.received.map((r) => r.body.type)).toEqual(['budget.fired']);

    // A window both check anyway (claims slower than the settle): it counts once and makes one event.
    await inp(100, 40, new Date(start + 30_000));
    const late = start + 2 * MINUTE;
    expect(await a.check(new Date(late))).toMatchObject({ checked: 1 });
    expect(await b.check(new Date(late))).toEqual({ checked: 0, fired: 0, resolved: 0 });
    expect((await a.budgets())[0]).toMatchObject({ state: 'recovering', streak: 1 });
    const resolving = start + 3 * MINUTE;
    const both = await Promise.all([a.check(new Date(resolving)), b.check(new Date(resolving))]);
    expect(both.reduce((sum, result) => sum + result.resolved, 0)).toBeGreaterThanOrEqual(1);
    await until('the resolution at the webhook', () => receiver.received.length >= 2);
    await Promise.all([a.settled(), b.settled()]);
    const history = await a.history(10);
    expect(history.map((event) => [event.kind, event.checks])).toEqual([
      ['resolved', 2],
      ['fired', 2],
    ]);
    // Sent by one or both: every message of the resolution carries the one event's id.
    const resolutions = receiver.received.filter((r) => r.body.type === 'budget.resolved');
    expect(new Set(resolutions.map((r) => r.headers['idempotency-key']))).toEqual(new Set([history[0]?.id]));
    expect((await a.budgets())[0]).toMatchObject({ state: 'ok', streak: 0 });
  });

  it('sends again at start only its own pending messages, and takes over one abandoned by another', async () => {
    receiver.received.length = 0;
    const [webhook] = parseWebhooks(`${receiver.url}/hook`);
    const event = (id: string): EventBody => ({
      id,
      kind: 'fired',
      at: new Date().toISOString(),
      budget: { ...BUDGET, p75Limit: 200 },
      p75: 600,
      count: 5,
      checks: 2,
    });
    const pending = (eventId: string, owner: string): DeliveryBody => ({
      eventId,
      webhookId: webhook?.id ?? '',
      webhook: webhook?.label ?? '',
      state: 'pending',
      attempts: 0,
      error: null,
      owner,
    });
    const [sending, abandoned] = [
      'c0ffee00-0000-8000-8000-000000000001',
      'c0ffee00-0000-8000-8000-000000000002',
    ];
    // One still being sent by telemetry-2 (written a moment ago); one whose sender stopped writing it long ago.
    const old = Date.now() - ABANDONED_AFTER_MS - MINUTE;
    await store.putAlertRecords([
      record('event', sending, Date.now(), event(sending)),
      record(
        'delivery',
        deliveryKey(pending(sending, 'telemetry-2')),
        Date.now(),
        pending(sending, 'telemetry-2'),
      ),
      record('event', abandoned, old, event(abandoned)),
      record(
        'delivery',
        deliveryKey(pending(abandoned, 'telemetry-9')),
        old,
        pending(abandoned, 'telemetry-9'),
      ),
    ]);
    // telemetry-1 starts: neither is its own.
    const a = replica('telemetry-1');
    await a.start();
    await a.settled();
    expect(receiver.received).toHaveLength(0);

    // The window's checker takes over the abandoned one, and only that, once.
    const window = Math.floor(Date.now() / MINUTE) * MINUTE + 10 * MINUTE;
    expect(await a.checkWindow(window)).not.toBeNull();
    await until('the abandoned message at the webhook', () => receiver.received.length >= 1);
    await a.settled();
    expect(await a.checkWindow(window + MINUTE)).not.toBeNull();
    await a.settled();
    expect(receiver.received.map((r) => r.headers['idempotency-key'])).toEqual([abandoned]);
    const deliveries = async (id: string) => (await a.history(10)).find((e) => e.id === id)?.deliveries;
    expect(await deliveries(abandoned)).toMatchObject([{ state: 'sent', attempts: 1 }]);
    expect(await deliveries(sending)).toMatchObject([{ state: 'pending', attempts: 0 }]);
  });

  it('lets a window go when its own claim took longer than the settle to write', async () => {
    const settleMs = 500; // longer than a chDB write on a loaded machine, as in `replica`
    const slowWrites = new Proxy(store, {
      get(target, property) {
        if (property === 'putAlertRecords')
          return async (records: AlertRecord[]) => {
            await sleep(settleMs * 3);
            await target.putAlertRecords(records);
          };
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
      },
    });
    const window = Math.floor(Date.now() / MINUTE) * MINUTE + 60 * MINUTE;
    expect(await claimWindow(slowWrites, window, 'telemetry-slow', settleMs)).toBe(false);
    // The claim was written, later than the settle allowed: the replica that claims next finds it earliest.
    expect(await claimWindow(store, window, 'telemetry-1', settleMs)).toBe(false);
    expect(await claimWindow(store, window + MINUTE, 'telemetry-1', settleMs)).toBe(true);
  });
});
