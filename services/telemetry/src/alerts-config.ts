import { hostname } from 'node:os';
import { DEFAULT_MIN_SAMPLES } from '@opstap/contracts';
import type { AlertingSettings } from './alerts/alerting.ts';
import { parseWebhooks } from './alerts/webhooks.ts';
import { ConfigError, type Env } from './env-parsing.ts';

/**
 * The alerting part of the service's config (docs/guides/telemetry-service.md#budgets-alerts-and-the-release-gate),
 * read by `loadConfig`. The webhooks' URLs are secrets (a Slack hook's path is its key): ALERT_WEBHOOKS or
 * ALERT_WEBHOOKS_FILE (env-parsing.ts's SECRET_VARIABLES).
 */
export function alertsConfig(
  env: Env,
  integer: (env: Env, name: string, fallback: number, min: number, max: number) => number,
): AlertingSettings {
  let webhooks;
  try {
    webhooks = parseWebhooks(env.ALERT_WEBHOOKS ?? '');
  } catch (error) {
    throw new ConfigError(`ALERT_WEBHOOKS: ${(error as Error).message}.`);
  }
  return {
    intervalMs: integer(env, 'ALERT_CHECK_INTERVAL_MS', 300_000, 0, 86_400_000),
    claimSettleMs: integer(env, 'ALERT_CLAIM_SETTLE_MS', 2_000, 0, 60_000),
    replica: replicaName(env.ALERT_REPLICA),
    windowMs: integer(env, 'ALERT_WINDOW_MS', 3_600_000, 60_000, 30 * 86_400_000),
    toFire: integer(env, 'ALERT_CHECKS_TO_FIRE', 3, 1, 1000),
    toResolve: integer(env, 'ALERT_CHECKS_TO_RESOLVE', 3, 1, 1000),
    minSamples: integer(env, 'ALERT_MIN_SAMPLES', DEFAULT_MIN_SAMPLES, 1, 1_000_000),
    webhooks,
    timeoutMs: integer(env, 'ALERT_WEBHOOK_TIMEOUT_MS', 5_000, 100, 120_000),
    attempts: integer(env, 'ALERT_WEBHOOK_ATTEMPTS', 5, 1, 100),
    retryBaseMs: integer(env, 'ALERT_WEBHOOK_RETRY_MS', 1_000, 10, 600_000),
    maxQueued: integer(env, 'ALERT_QUEUE_MAX', 1_000, 1, 100_000),
  };
}

/**
 * Names this replica in its claims and its messages (decision 0144): ALERT_REPLICA, else the host's name. It
 * must differ between replicas and stay the same across a replica's restarts, so that a restarted replica
 * sends again what it left pending.
 */
function replicaName(value: string | undefined): string {
  const name = (value ?? '').trim() || hostname();
  if (!/^[\w.-]{1,253}$/.test(name))
    throw new ConfigError(
      `ALERT_REPLICA must be 1 to 253 letters, digits, dots, dashes or underscores, not ${JSON.stringify(name)}.`,
    );
  return name;
}
