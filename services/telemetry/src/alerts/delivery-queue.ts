import type { AlertRecord } from '../store/alert-records.ts';
import { deliveryKey, record, type DeliveryBody, type EventBody, type VersionClock } from './records.ts';
import { webhookBody, type Webhook } from './webhooks.ts';

export interface DeliverySettings {
  /** One attempt's bound: connect, send and answer. */
  timeoutMs: number;
  /** Attempts per message and webhook before it is recorded as failed. */
  attempts: number;
  /** The wait before the second attempt; doubled for each later one, at most a minute. */
  retryBaseMs: number;
  /** Messages waiting at most; past it a new one is recorded as failed at once. */
  maxQueued: number;
}

interface Job {
  event: EventBody;
  delivery: DeliveryBody;
  webhook: Webhook;
}

const MAX_RETRY_DELAY_MS = 60_000;
/** Messages in flight at once: a few slow webhooks cannot hold the rest for long. */
const CONCURRENCY = 2;

/**
 * Sends each firing and resolution to each webhook (docs/requirements/telemetry-service.md#budgets-and-alerts)
 * off the request path: a bounded queue, a few sends at once, each attempt under a time-out, a bounded
 * number of attempts with a growing wait between them. Each outcome is written to the store (`sent`, or
 * `pending` with its attempts, or `failed`), so after a restart only messages not yet sent go out again.
 * Every message carries the event's id (`idempotency-key`) for a receiver to drop a repeat.
 */
export class DeliveryQueue {
  readonly #queue: Job[] = [];
  readonly #timers = new Set<ReturnType<typeof setTimeout>>();
  readonly #aborts = new Set<AbortController>();
  readonly #webhooks: Map<string, Webhook>;
  #running = 0;
  #closed = false;
  #idle: (() => void)[] = [];

  constructor(
    webhooks: readonly Webhook[],
    private readonly settings: DeliverySettings,
    private readonly write: (records: AlertRecord[]) => Promise<void>,
    private readonly clock: VersionClock,
    private readonly log: { warn(object: object, message: string): void },
  ) {
    this.#webhooks = new Map(webhooks.map((webhook) => [webhook.id, webhook]));
  }

  /** Queues one event's pending deliveries; those to a webhook no longer configured are recorded as failed. */
  async enqueue(event: EventBody, deliveries: readonly DeliveryBody[]): Promise<void> {
    for (const delivery of deliveries) {
      const webhook = this.#webhooks.get(delivery.webhookId);
      if (!webhook) {
        await this.#record({ ...delivery, state: 'failed', error: 'the webhook is no longer configured' });
      } else if (this.#queue.length + this.#running >= this.settings.maxQueued) {
        this.log.warn({ event: event.id, webhook: webhook.label }, 'alert queue full: message dropped');
        await this.#record({ ...delivery, state: 'failed', error: 'the queue of messages was full' });
      } else {
        this.#queue.push({ event, delivery, webhook });
      }
    }
    this.#pump();
  }

  /** Resolves once nothing is queued, waiting to retry or in flight. */
  settled(): Promise<void> {
    if (this.#busy()) return new Promise((resolve) => this.#idle.push(resolve));
    return Promise.resolve();
  }

  /** Stops sending: attempts in flight are aborted and left pending, to be sent after the next start. */
  close(): void {
    this.#closed = true;
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers.clear();
    for (const abort of this.#aborts) abort.abort();
    this.#queue.length = 0;
    this.#notify();
  }

  #busy(): boolean {
    return !this.#closed && (this.#queue.length > 0 || this.#running > 0 || this.#timers.size > 0);
  }

  #notify(): void {
    if (this.#busy()) return;
    for (const resolve of this.#idle.splice(0)) resolve();
  }

  #pump(): void {
    while (!this.#closed && this.#running < CONCURRENCY && this.#queue.length > 0) {
      const job = this.#queue.shift() as Job;
      this.#running += 1;
      void this.#attempt(job).finally(() => {
        this.#running -= 1;
        this.#pump();
        this.#notify();
      });
    }
  }

  async #attempt({ event, delivery, webhook }: Job): Promise<void> {
    const abort = new AbortController();
    this.#aborts.add(abort);
    const timer = setTimeout(() => abort.abort(), this.settings.timeoutMs);
    let error: string | null = null;
    try {
      const response = await fetch(webhook.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': event.id },
        body: JSON.stringify(webhookBody(webhook, event)),
        signal: abort.signal,
        redirect: 'error',
      });
      // The body is not read: a receiver's answer says nothing the status does not.
      await response.body?.cancel().catch(() => undefined);
      if (!response.ok) error = `answered ${response.status}`;
    } catch (caught) {
      // fetch says only "fetch failed"; its cause says why (ECONNREFUSED, ENOTFOUND, a TLS error…).
      const cause = (caught as { cause?: { code?: string; message?: string } }).cause;
      error = abort.signal.aborted
        ? `no answer within ${this.settings.timeoutMs} ms`
        : `not delivered: ${cause?.code ?? cause?.message ?? String(caught)}`;
    } finally {
      clearTimeout(timer);
      this.#aborts.delete(abort);
    }
    if (this.#closed) return;
    const attempts = delivery.attempts + 1;
    if (error === null) {
      await this.#record({ ...delivery, state: 'sent', attempts, error: null });
      return;
    }
    const last = attempts >= this.settings.attempts;
    const next: DeliveryBody = { ...delivery, state: last ? 'failed' : 'pending', attempts, error };
    this.log.warn({ event: event.id, webhook: webhook.label, attempts, error }, 'alert webhook failed');
    await this.#record(next);
    if (last) return;
    const wait = Math.min(this.settings.retryBaseMs * 2 ** (attempts - 1), MAX_RETRY_DELAY_MS);
    const retry = setTimeout(() => {
      this.#timers.delete(retry);
      this.#queue.push({ event, delivery: next, webhook });
      this.#pump();
    }, wait);
    retry.unref();
    this.#timers.add(retry);
  }

  /** A write that fails is logged: the delivery stays as last written, and goes again after a restart. */
  async #record(delivery: DeliveryBody): Promise<void> {
    try {
      await this.write([record('delivery', deliveryKey(delivery), this.clock.next(), delivery)]);
    } catch (error) {
      this.log.warn({ err: error, event: delivery.eventId }, 'alert delivery not recorded');
    }
  }
}
