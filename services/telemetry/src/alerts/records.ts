import { createHash } from 'node:crypto';
import type { AlertKind, BudgetCheck, BudgetKey, DeliveryState } from '@opstap/contracts';
import type { AlertRecord, AlertRecordKind } from '../store/alert-records.ts';
import type { AlertState } from './hysteresis.ts';

/**
 * The alerting's records as the store keeps them (store/alert-records.ts, decision 0141): each kind's body,
 * and how a record is keyed. A budget and its state share the key `screen/device/metric`; an event is keyed
 * by its id, a delivery by `event id/webhook id`.
 */

export interface BudgetBody extends BudgetKey {
  p75Limit: number;
  updatedAt: string;
}

export interface StateBody extends AlertState {
  lastCheck: BudgetCheck | null;
}

export interface EventBody {
  id: string;
  kind: AlertKind;
  at: string;
  budget: BudgetKey & { p75Limit: number };
  p75: number;
  count: number;
  checks: number;
}

export interface DeliveryBody {
  eventId: string;
  webhookId: string;
  /** The webhook's kind and host, as the history shows it. */
  webhook: string;
  state: DeliveryState;
  attempts: number;
  error: string | null;
  /**
   * The replica sending it (ALERT_REPLICA): after a restart a replica sends again only its own pending
   * messages; another's are taken over once abandoned (decision 0144).
   */
  owner: string;
}

export const budgetKey = ({ screen, device, metric }: BudgetKey) => `${screen}/${device}/${metric}`;
export const deliveryKey = (delivery: Pick<DeliveryBody, 'eventId' | 'webhookId'>) =>
  `${delivery.eventId}/${delivery.webhookId}`;

/**
 * An event's id, from what makes it: the budget, the change and the check's moment. Two replicas that check
 * the same window make the same event, kept once by the store and sent with one idempotency key
 * (decision 0144). Shaped as a UUID (version 8: made by the application) from SHA-256.
 */
export function eventId(key: string, kind: AlertKind, at: string): string {
  const hex = createHash('sha256').update(`${key}\n${kind}\n${at}`).digest('hex');
  const variant = ((Number.parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Record versions strictly increasing within the process and past any earlier process's (epoch ms), so a
 * key's later write always wins (store/alert-records.ts).
 */
export class VersionClock {
  #last = 0;
  next(now = Date.now()): number {
    this.#last = Math.max(now, this.#last + 1);
    return this.#last;
  }
}

export const record = (kind: AlertRecordKind, key: string, version: number, body: unknown): AlertRecord => ({
  kind,
  key,
  version,
  body: JSON.stringify(body),
  deleted: false,
});

export const deletion = (kind: AlertRecordKind, key: string, version: number): AlertRecord => ({
  kind,
  key,
  version,
  body: '',
  deleted: true,
});

/** The bodies of `records`, by key. */
export const bodies = <T>(records: readonly AlertRecord[]): Map<string, T> =>
  new Map(records.map((r) => [r.key, JSON.parse(r.body) as T]));
