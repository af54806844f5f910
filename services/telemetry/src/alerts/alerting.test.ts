import { vitalReport } from '@opstap/contracts/fixtures';
import type { AlertsResponse } from '@opstap/contracts';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { auth, buildApp, operatorAuth, SITE, storeReports, type TestApp } from '../../test/support/app.ts';
import { startReceiver, type WebhookReceiver } from '../../test/support/webhook-receiver.ts';
import { until } from '../../test/support/process.ts';

/**
 * The alerts' deliveries when a webhook misbehaves (docs/requirements/telemetry-service.md#budgets-and-alerts):
 * retries are bounded and carry the same idempotency key; a webhook that never answers is given up on after
 * its time-outs while beacons and queries are answered as usual; a budget is validated and deleted.
 */
describe('alert deliveries', () => {
  let t: TestApp | undefined;
  let receiver: WebhookReceiver | undefined;
  afterEach(async () => {
    await t?.close();
    await receiver?.close();
  });

  /** A budget set with the operator's token: `path` is `screen/device/metric`. */
  const putBudget = (app: TestApp, path: string, p75Limit: number) =>
    app.app.inject({
      method: 'PUT',
      url: `/analytics/budgets/${path}`,
      headers: operatorAuth,
      payload: { p75Limit },
    });

  /** An INP budget of 200 ms for the employers page on desktops, and five page views at 600 ms stored. */
  async function overBudget(app: TestApp) {
    const put = await putBudget(app, 'employers/desktop/INP', 200);
    expect(put.statusCode).toBe(200);
    await storeReports(
      app.app,
      Array.from({ length: 5 }, () =>
        vitalReport({ name: 'INP', value: 600, path: '/employers', device: 'desktop' }),
      ),
    );
  }

  /** A budget over its limit checked once, with the receiver answering as `answer` says from the start. */
  async function firing(env: Record<string, string>, answer: WebhookReceiver['answer']) {
    receiver = await startReceiver();
    receiver.answer = answer;
    t = await buildApp({
      ALERT_CHECK_INTERVAL_MS: '0',
      ALERT_CHECKS_TO_FIRE: '1',
      ALERT_MIN_SAMPLES: '3',
      ALERT_WEBHOOKS: `${receiver.url}/hook`,
      ...env,
    });
    await overBudget(t);
    const check = await t.app.inject({ method: 'POST', url: '/admin/alerts/check', headers: operatorAuth });
    expect(check.json()).toEqual({ checked: 1, fired: 1, resolved: 0 });
    return { t, receiver };
  }
  const history = async (app: TestApp) =>
    (await app.app.inject({ url: '/analytics/alerts', headers: auth })).json<AlertsResponse>();

  it('retries a failing webhook a bounded number of times, with the same idempotency key', async () => {
    const { t, receiver } = await firing(
      { ALERT_WEBHOOK_ATTEMPTS: '3', ALERT_WEBHOOK_RETRY_MS: '10' },
      () => 503,
    );
    await t.app.alerting.settled();
    const [event] = (await history(t)).events;
    expect(event?.deliveries).toEqual([
      {
        webhook: `generic ${new URL(receiver.url).host}`,
        state: 'failed',
        attempts: 3,
        error: 'answered 503',
      },
    ]);
    expect(receiver.received).toHaveLength(3);
    expect(new Set(receiver.received.map((r) => r.headers['idempotency-key']))).toEqual(new Set([event?.id]));
  });

  it('gives up on a webhook that never answers, while beacons and queries are answered', async () => {
    const { t } = await firing(
      { ALERT_WEBHOOK_TIMEOUT_MS: '300', ALERT_WEBHOOK_ATTEMPTS: '2', ALERT_WEBHOOK_RETRY_MS: '10' },
      () => 'hang',
    );
    const beacon = await t.app.inject({
      method: 'POST',
      url: '/analytics/vital',
      headers: { origin: SITE, 'content-type': 'application/json' },
      payload: JSON.stringify(vitalReport()),
    });
    expect(beacon.statusCode).toBe(204);
    expect((await t.app.inject({ url: '/analytics/budgets', headers: auth })).statusCode).toBe(200);
    await t.app.alerting.settled();
    const [event] = (await history(t)).events;
    expect(event?.deliveries[0]).toMatchObject({
      state: 'failed',
      attempts: 2,
      error: 'no answer within 300 ms',
    });
    await until('both attempts at the receiver', () => receiver?.received.length === 2);
  });

  it('sends after a restart what was left pending, once, and fires nothing again', async () => {
    const first = await firing({ ALERT_WEBHOOK_ATTEMPTS: '5', ALERT_WEBHOOK_RETRY_MS: '600000' }, () => 503);
    await until('the first attempt recorded as pending', async () => {
      const [event] = (await history(first.t)).events;
      return event?.deliveries[0]?.state === 'pending' && event.deliveries[0].attempts === 1;
    });
    // The retry is ten minutes away: the service stops first, keeping its store (not t.close()).
    await first.t.app.close();
    const folder = first.t.folder;
    first.receiver.answer = () => 200;
    t = await buildApp({
      DUCKDB_PATH: join(folder, 'vitals.duckdb'),
      ALERT_CHECK_INTERVAL_MS: '0',
      ALERT_CHECKS_TO_FIRE: '1',
      ALERT_MIN_SAMPLES: '3',
      ALERT_WEBHOOKS: `${first.receiver.url}/hook`,
    });
    try {
      await until('the pending message sent after the restart', async () => {
        const [event] = (await history(t as TestApp)).events;
        return event?.deliveries[0]?.state === 'sent';
      });
      const [event] = (await history(t)).events;
      expect(event?.deliveries[0]).toMatchObject({ state: 'sent', attempts: 2, error: null });
      expect(first.receiver.received.map((r) => r.headers['idempotency-key'])).toEqual([
        event?.id,
        event?.id,
      ]);
      // The breach holds: the state came back from the store, so the check fires nothing new.
      const check = await t.app.inject({ method: 'POST', url: '/admin/alerts/check', headers: operatorAuth });
      expect(check.json()).toEqual({ checked: 1, fired: 0, resolved: 0 });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('checks on its timer when ALERT_CHECK_INTERVAL_MS is set', async () => {
    receiver = await startReceiver();
    t = await buildApp({
      ALERT_CHECK_INTERVAL_MS: '50',
      // Longer than a store write takes on a loaded machine: a claim slower than it lets its window go.
      ALERT_CLAIM_SETTLE_MS: '500',
      ALERT_CHECKS_TO_FIRE: '2',
      ALERT_MIN_SAMPLES: '3',
      ALERT_WEBHOOKS: `${receiver.url}/hook`,
    });
    const app = t;
    await overBudget(app);
    // No check is asked for: the firing (two checks over the limit) comes from the timer alone.
    await until('a firing from the timer', async () => (await history(app)).events.length > 0);
    await until('the message at the webhook', () => receiver?.received.length === 1);
    await app.app.alerting.settled();
    expect((await history(app)).events.map((event) => [event.kind, event.checks])).toEqual([['fired', 2]]);
  });

  it('refuses a bad budget naming the field, and deletes one with its state', async () => {
    t = await buildApp({ ALERT_CHECK_INTERVAL_MS: '0' });
    const bad = await putBudget(t, 'employers/watch/LCP', 2500);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toMatch(/^params\/device/);
    const negative = await putBudget(t, 'employers/mobile/LCP', -1);
    expect(negative.statusCode).toBe(400);
    await putBudget(t, 'employers/mobile/LCP', 2500);
    const listed = await t.app.inject({ url: '/analytics/budgets', headers: auth });
    expect(listed.json().budgets).toMatchObject([
      { screen: 'employers', state: 'unchecked', p75Limit: 2500 },
    ]);
    const url = '/analytics/budgets/employers/mobile/LCP';
    expect((await t.app.inject({ method: 'DELETE', url, headers: auth })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url, headers: operatorAuth })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'DELETE', url, headers: operatorAuth })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/analytics/budgets', headers: auth })).json().budgets).toEqual([]);
  });
});
