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
}

export const budgetKey = ({ screen, device, metric }: BudgetKey) => `${screen}/${device}/${metric}`;
export const deliveryKey = (delivery: Pick<DeliveryBody, 'eventId' | 'webhookId'>) =>
  `${delivery.eventId}/${delivery.webhookId}`;

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
