import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { CLAIMS_KEPT_MS } from '../alerts/check-claim.ts';
import { ALERT_HISTORY_KINDS } from '../store/alert-records.ts';
import type { RetainedTable, VitalsStore } from '../store/types.ts';

const DAY_MS = 86_400_000;

/** Retention is in days: a sweep a day (and one at start) keeps each row at most a day past it. */
export const SWEEP_INTERVAL_MS = DAY_MS;

/** Each table's retention in days, from VITALS_RETENTION_DAYS and WARNINGS_RETENTION_DAYS. */
export function retentionDays(config: Config): Record<RetainedTable, number> {
  return { vitals: config.vitalsRetentionDays, warnings: config.warningsRetentionDays };
}

/**
 * Deletes, table by table, the rows received more than its retention before `now`, and the alerting's
 * history (firings, resolutions, their messages) older than the vitals' retention: a firing is kept as long
 * as the values it was read from (docs/decisions/0141-budgets-in-the-store.md, amended 2026-11-28); and the
 * replicas' claims of checks older than a day (decision 0144). Then lets
 * the store compact what is left of the days before today (decision 0604), so it never rewrites rows about
 * to go.
 */
export async function sweep(
  store: VitalsStore,
  days: Record<RetainedTable, number>,
  now = Date.now(),
): Promise<void> {
  for (const [table, keep] of Object.entries(days) as [RetainedTable, number][]) {
    await store.expire(table, new Date(now - keep * DAY_MS));
  }
  await store.expireAlertRecords(ALERT_HISTORY_KINDS, new Date(now - days.vitals * DAY_MS));
  await store.expireAlertRecords(['claim'], new Date(now - CLAIMS_KEPT_MS));
  await store.compact(new Date(now));
}

/**
 * Per-table retention on every store (docs/requirements/telemetry-service.md#privacy,
 * docs/decisions/0111-retention-and-quotas.md), then the store's compaction of the days before today
 * (decision 0604): a sweep once the app is ready, then one a day. It runs
 * in the background: a slow deletion (a ClickHouse mutation) never delays start-up or a beacon, and a
 * failed one is logged and tried again at the next sweep. Registered after the store, so it stops
 * before the store closes.
 */
export default fp<{ config: Config }>(
  async (fastify, { config }) => {
    const days = retentionDays(config);
    let closing = false;
    let running: Promise<void> | undefined;
    const run = () => {
      if (running) return;
      const started = Date.now();
      running = sweep(fastify.store, days)
        .then(() => fastify.log.info({ ms: Date.now() - started }, 'retention sweep and compaction done'))
        .catch((error: unknown) => {
          if (!closing) fastify.log.error({ err: error }, 'retention sweep failed');
        })
        .finally(() => (running = undefined));
    };
    const timer = setInterval(run, SWEEP_INTERVAL_MS);
    timer.unref();
    fastify.addHook('onReady', (done) => {
      run();
      done();
    });
    fastify.addHook('onClose', async () => {
      closing = true;
      clearInterval(timer);
      // A DuckDB deletion is queued with the writes and finishes before the store closes; a ClickHouse
      // one still waiting for its mutation is simply left to the server.
    });
  },
  { name: 'retention', dependencies: ['store'] },
);
