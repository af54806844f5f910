import { createHash } from 'node:crypto';
import type { EventBody } from './records.ts';

/**
 * The webhooks each firing and resolution is sent to (ALERT_WEBHOOKS or ALERT_WEBHOOKS_FILE;
 * docs/guides/telemetry-service.md#budgets-alerts-and-the-release-gate), and the two bodies they take.
 */
export const WEBHOOK_KINDS = ['generic', 'slack'] as const;
export type WebhookKind = (typeof WEBHOOK_KINDS)[number];

export interface Webhook {
  /** Names the webhook in the store without its URL, whose path may be a secret (a Slack hook's is). */
  id: string;
  kind: WebhookKind;
  url: string;
  /** Its kind and host, as the history shows it. */
  label: string;
}

/**
 * `kind=url` entries separated by commas or line breaks (`slack=https://hooks.slack.com/services/…`); a bare
 * URL is generic. Throws a sentence naming the entry for anything else.
 */
export function parseWebhooks(text: string): Webhook[] {
  return text
    .split(/[,\n]/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '' && !entry.startsWith('#'))
    .map((entry) => {
      const match = /^(?:([a-z]+)=)?(\S+)$/.exec(entry);
      const kind = (match?.[1] ?? 'generic') as WebhookKind;
      let url: URL | undefined;
      try {
        url = new URL(match?.[2] ?? '');
      } catch {
        url = undefined;
      }
      if (!match || !WEBHOOK_KINDS.includes(kind) || !url || !/^https?:$/.test(url.protocol)) {
        throw new RangeError(
          `each entry must be generic=URL or slack=URL with an http(s) URL, not "${entry.replace(/\/\/.*$/, '//…')}"`,
        );
      }
      return {
        id: createHash('sha256').update(`${kind}=${url.href}`).digest('hex').slice(0, 16),
        kind,
        url: url.href,
        label: `${kind} ${url.host}`,
      };
    });
}

/** A value in its metric's unit, as a sentence shows it. */
const figure = (metric: string, value: number) =>
  metric === 'CLS' ? value.toFixed(3) : `${Math.round(value).toLocaleString('en-GB')} ms`;

/** The event in one sentence: what Slack shows, and the generic body's `text`. */
export function eventText(event: EventBody): string {
  const { budget } = event;
  const what = `${budget.metric} p75 of ${budget.screen} on ${budget.device} is ${figure(budget.metric, event.p75)}`;
  const limit = figure(budget.metric, budget.p75Limit);
  return event.kind === 'fired'
    ? `Opstap budget breached: ${what}, over its ${limit} limit for ${event.checks} checks in a row (${event.count} values).`
    : `Opstap budget recovered: ${what}, within its ${limit} limit for ${event.checks} checks in a row (${event.count} values).`;
}

/** The body `webhook` is sent for `event`: Slack's `{ text }`, or the generic JSON with every figure. */
export function webhookBody(webhook: Pick<Webhook, 'kind'>, event: EventBody): unknown {
  if (webhook.kind === 'slack') return { text: eventText(event) };
  return {
    type: `budget.${event.kind}`,
    id: event.id,
    at: event.at,
    budget: event.budget,
    p75: event.p75,
    count: event.count,
    checks: event.checks,
    text: eventText(event),
  };
}
