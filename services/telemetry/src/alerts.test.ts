import { vitalReport } from '@opstap/contracts/fixtures';
import type { AlertsResponse, BudgetsResponse } from '@opstap/contracts';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, until, type Running } from '../test/support/process.ts';
import { auth, OPERATOR_TOKEN, SITE } from '../test/support/app.ts';
import { startReceiver, type WebhookReceiver } from '../test/support/webhook-receiver.ts';

/**
 * Budgets and alerts on the real process (`node dist/server.js`) with a local webhook receiver over real
 * HTTP (docs/requirements/telemetry-service.md#budgets-and-alerts): a breach that holds fires once to both
 * webhooks (the generic body and Slack's), holding it and restarting the service send nothing more, and a
 * recovery that holds resolves once. Checks are run through the operators' hook, never by waiting for the
 * timer; every wait is for an event (a count stored, a message received), bounded generously.
 */
let folder: string;
let receiver: WebhookReceiver;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'opstap-alerts-'));
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver?.close();
  await rm(folder, { recursive: true, force: true });
});

const operator = { authorization: `Bearer ${OPERATOR_TOKEN}` };

describe('budget alerts through a real webhook receiver', () => {
  let server: Running;
  const env = () => ({
    DUCKDB_PATH: join(folder, 'vitals.duckdb'),
    OPERATOR_TOKEN,
    FLUSH_INTERVAL_MS: '10',
    ALERT_CHECK_INTERVAL_MS: '0',
    ALERT_CHECKS_TO_FIRE: '2',
    ALERT_CHECKS_TO_RESOLVE: '2',
    ALERT_MIN_SAMPLES: '5',
    ALERT_WEBHOOKS: `generic=${receiver.url}/generic,slack=${receiver.url}/slack/T000/B000/secret`,
  });
  afterAll(() => server?.child.kill('SIGKILL'));

  const check = async () => {
    const response = await fetch(`${server.url}/admin/alerts/check`, { method: 'POST', headers: operator });
    expect(response.status).toBe(200);
    return (await response.json()) as { checked: number; fired: number; resolved: number };
  };
  const lcp = async (value: number, n: number) => {
    const reports = Array.from({ length: n }, () =>
      vitalReport({ name: 'LCP', value, path: '/werkgevers', device: 'mobile' }),
    );
    const response = await fetch(`${server.url}/analytics/vital`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin: SITE },
      body: JSON.stringify(reports),
    });
    expect(response.status).toBe(204);
  };
  const stored = async (n: number) =>
    until(`${n} LCP values stored`, async () => {
      const response = await fetch(
        `${server.url}/analytics/vitals/summary?metric=LCP&screen=employers&groupBy=device`,
        { headers: auth },
      );
      const body = (await response.json()) as { rows: { count: number }[] };
      return body.rows[0]?.count === n;
    });
  const history = async () =>
    (await (await fetch(`${server.url}/analytics/alerts`, { headers: auth })).json()) as AlertsResponse;
  const allSent = () =>
    until('every delivery recorded as sent', async () =>
      (await history()).events.every((event) => event.deliveries.every((d) => d.state === 'sent')),
    );
  const budgets = async () =>
    (await (await fetch(`${server.url}/analytics/budgets`, { headers: auth })).json()) as BudgetsResponse;

  it('fires once, holds without a repeat (a restart included), and resolves once', async () => {
    server = await startServer(env());
    const put = await fetch(`${server.url}/analytics/budgets/employers/mobile/LCP`, {
      method: 'PUT',
      headers: { ...operator, 'content-type': 'application/json' },
      body: JSON.stringify({ p75Limit: 2500 }),
    });
    expect(put.status).toBe(200);
    // The read token cannot set a budget (decision 0142).
    const refused = await fetch(`${server.url}/analytics/budgets/employers/mobile/LCP`, {
      method: 'PUT',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ p75Limit: 1 }),
    });
    expect(refused.status).toBe(401);

    await lcp(4000, 10);
    await stored(10);
    expect(await check()).toEqual({ checked: 1, fired: 0, resolved: 0 });
    expect((await budgets()).budgets[0]).toMatchObject({ state: 'breaching', streak: 1, p75Limit: 2500 });
    expect(await check()).toEqual({ checked: 1, fired: 1, resolved: 0 });
    await until('the firing at both webhooks', () => receiver.received.length >= 2);
    await allSent();

    const fired = receiver.received.find((r) => r.path === '/generic');
    const slack = receiver.received.find((r) => r.path.startsWith('/slack/'));
    expect(fired?.body).toMatchObject({
      type: 'budget.fired',
      budget: { screen: 'employers', device: 'mobile', metric: 'LCP', p75Limit: 2500 },
      p75: 4000,
      count: 10,
      checks: 2,
    });
    expect(slack?.body).toEqual({
      text: 'Opstap budget breached: LCP p75 of employers on mobile is 4,000 ms, over its 2,500 ms limit for 2 checks in a row (10 values).',
    });
    expect(fired?.headers['idempotency-key']).toBe(fired?.body.id);
    expect(slack?.headers['idempotency-key']).toBe(fired?.body.id);

    // Holding: the breach goes on, nothing is sent again; nor after a restart (the state is in the store).
    expect(await check()).toEqual({ checked: 1, fired: 0, resolved: 0 });
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    server = await startServer(env());
    expect((await budgets()).budgets[0]).toMatchObject({ state: 'firing' });
    expect(await check()).toEqual({ checked: 1, fired: 0, resolved: 0 });
    expect(receiver.received).toHaveLength(2);

    // Recovery: 40 fast views bring the p75 to 1,000 ms; it must hold for two checks.
    await lcp(1000, 40);
    await stored(50);
    expect(await check()).toEqual({ checked: 1, fired: 0, resolved: 0 });
    expect((await budgets()).budgets[0]).toMatchObject({ state: 'recovering', streak: 1 });
    expect(await check()).toEqual({ checked: 1, fired: 0, resolved: 1 });
    await until('the resolution at both webhooks', () => receiver.received.length >= 4);
    await allSent();
    const resolved = receiver.received.slice(2);
    expect(resolved.find((r) => r.path === '/generic')?.body).toMatchObject({
      type: 'budget.resolved',
      p75: 1000,
      count: 50,
      checks: 2,
    });
    expect(resolved.find((r) => r.path.startsWith('/slack/'))?.body).toEqual({
      text: 'Opstap budget recovered: LCP p75 of employers on mobile is 1,000 ms, within its 2,500 ms limit for 2 checks in a row (50 values).',
    });
    expect(await check()).toEqual({ checked: 1, fired: 0, resolved: 0 });
    expect(receiver.received).toHaveLength(4);

    const events = (await history()).events;
    expect(events.map((event) => event.kind)).toEqual(['resolved', 'fired']);
    for (const event of events) {
      expect(event.deliveries.map((d) => [d.webhook.split(' ')[0], d.state, d.attempts]).sort()).toEqual([
        ['generic', 'sent', 1],
        ['slack', 'sent', 1],
      ]);
      // The history names a webhook by kind and host: never the path, which may be its secret.
      expect(JSON.stringify(event.deliveries)).not.toContain('secret');
    }
  });
});
