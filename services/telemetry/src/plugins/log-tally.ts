import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { DROP_REASONS, type DropReason } from './drops.ts';

/**
 * What happens once per event — a page's warning, a spool write that failed — is counted, not logged: a
 * line each let anyone within the per-visitor quota fill the logs (178,046 lines in 36 s). Every
 * LOG_SUMMARY_INTERVAL_MS, and at close, one line per kind gives the counts by class, and one line the
 * refused requests by reason (origin, size, rate, schema …, from the drop counts), so the log grows by a
 * few lines an interval whatever the traffic (docs/requirements/telemetry-service.md#operations).
 */

/** Keys kept per kind and interval; the rest are counted together as `(other)`. */
const MAX_KEYS = 20;

/** The kinds counted, each with the level and sentence of its summary line. */
const KINDS = {
  pageWarning: { level: 'warn', msg: 'page warnings by class' },
  spoolWriteFailed: { level: 'error', msg: 'spool writes failed (beacons answered 503)' },
  storeWriteFailed: { level: 'error', msg: 'store writes failed (rows kept for retry)' },
} as const;
export type TallyKind = keyof typeof KINDS;

export class LogTally {
  readonly #counts = new Map<TallyKind, Map<string, number>>();

  /** One more of `kind`, under `key` (a warning's class, an error's code). */
  add(kind: TallyKind, key: string): void {
    let counts = this.#counts.get(kind);
    if (!counts) this.#counts.set(kind, (counts = new Map()));
    const counted = counts.has(key) || counts.size < MAX_KEYS ? key : '(other)';
    counts.set(counted, (counts.get(counted) ?? 0) + 1);
  }

  /** The counts since the last call, per kind, and starts again. */
  take(): [TallyKind, Record<string, number>][] {
    const taken = [...this.#counts].map(
      ([kind, counts]) => [kind, Object.fromEntries(counts)] as [TallyKind, Record<string, number>],
    );
    this.#counts.clear();
    return taken;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    tally: LogTally;
  }
}

export default fp<{ config: Config }>(
  async (fastify, { config }) => {
    const tally = new LogTally();
    fastify.decorate('tally', tally);
    let reported = { ...fastify.drops.counts };
    const report = () => {
      for (const [kind, counts] of tally.take()) {
        const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
        fastify.log[KINDS[kind].level]({ counts, total }, KINDS[kind].msg);
      }
      const now = { ...fastify.drops.counts };
      const refused: Partial<Record<DropReason, number>> = {};
      for (const reason of DROP_REASONS) {
        const delta = now[reason] - reported[reason];
        if (delta > 0) refused[reason] = delta;
      }
      reported = now;
      if (Object.keys(refused).length > 0)
        fastify.log.warn({ refused }, 'beacons refused or dropped, by reason');
    };
    const timer = setInterval(report, config.logSummaryIntervalMs);
    timer.unref();
    fastify.addHook('onClose', async () => {
      clearInterval(timer);
      report();
    });
  },
  { name: 'log-tally', dependencies: ['drops'] },
);
