import fp from 'fastify-plugin';

/** Why an event did not reach the store; every drop is counted by reason (docs/requirements/telemetry-service.md#operations). */
export const DROP_REASONS = [
  'invalid',
  'tooLarge',
  'unsupportedMediaType',
  'rateLimited',
  'overBudget',
  'overloaded',
  'foreignOrigin',
  'bot',
  'flushFailed',
  'spoolFailed',
  'spoolCorrupt',
] as const;
export type DropReason = (typeof DROP_REASONS)[number];

/**
 * Refused requests by reason (`overBudget`: warnings past WARN_BYTES_PER_MINUTE); `bot` and `flushFailed` count events, `spoolFailed` requests the spool could
 * not write (answered 503), `spoolCorrupt` damaged spool records skipped at replay (acknowledged events
 * lost: the process then exits non-zero). Shown by `/readyz`.
 */
export class DropCounter {
  readonly counts: Record<DropReason, number> = Object.fromEntries(DROP_REASONS.map((r) => [r, 0])) as Record<
    DropReason,
    number
  >;

  add(reason: DropReason, count = 1): void {
    this.counts[reason] += count;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    drops: DropCounter;
  }
  interface FastifyContextConfig {
    /** Marks the beacon routes: their refusals count as drops. */
    ingest?: boolean;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('drops', new DropCounter());
  },
  { name: 'drops' },
);
