import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { VitalBatch, VitalRow, WarnRow } from '../store/types.ts';
import { WriteBuffer } from './write-buffer.ts';

export interface Ingest {
  /** Vitals wait in the store's own batch (VitalsStore.createVitalBatch): DuckDB's is columns. */
  vitals: WriteBuffer<VitalRow, VitalBatch>;
  warnings: WriteBuffer<WarnRow, WarnRow[]>;
  /** Seconds a client should wait when the buffer is full: about one flush. */
  retryAfterSeconds: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    ingest: Ingest;
  }
}

/**
 * The bounded buffers between the beacon routes (routes/ingest/) and the store, flushed on a timer. On
 * close (SIGTERM), after Fastify has stopped accepting and answered in-flight requests, it flushes
 * everything it acknowledged; what still cannot be written is counted as dropped and logged, never
 * silently lost (docs/requirements/telemetry-service.md#durability).
 */
export default fp<{ config: Config }>(
  async (fastify, { config }) => {
    const onError = (error: unknown) =>
      fastify.log.error({ err: error }, 'flush failed; rows kept for retry');
    const options = { flushRows: config.flushRows, maxRows: config.bufferMaxRows, onError };
    const { store } = fastify;
    const ingest: Ingest = {
      vitals: new WriteBuffer(
        (batch) => store.insertVitals(batch),
        () => store.createVitalBatch(config.flushRows),
        options,
      ),
      warnings: new WriteBuffer(
        (rows) => store.insertWarnings(rows),
        (): WarnRow[] => [],
        options,
      ),
      retryAfterSeconds: Math.max(1, Math.ceil(config.flushIntervalMs / 1000)),
    };
    fastify.decorate('ingest', ingest);

    const flushAll = () => Promise.all([ingest.vitals.flush(), ingest.warnings.flush()]);
    const timer = setInterval(() => flushAll().catch(onError), config.flushIntervalMs);
    timer.unref();

    fastify.addHook('onClose', async () => {
      clearInterval(timer);
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        try {
          await flushAll();
          fastify.log.info({ drops: fastify.drops.counts }, 'buffers flushed');
          return;
        } catch (error) {
          fastify.log.error({ err: error, attempt }, 'final flush failed');
        }
      }
      const lost = ingest.vitals.discard() + ingest.warnings.discard();
      fastify.drops.add('flushFailed', lost);
      fastify.log.fatal({ lost }, 'acknowledged rows could not be written');
    });
  },
  { name: 'ingest', dependencies: ['store', 'drops'] },
);
