import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { IngestPipeline } from '../ingest/pipeline.ts';

declare module 'fastify' {
  interface FastifyInstance {
    ingest: IngestPipeline;
  }
}

/** Exit code when acknowledged events are still in the spool at exit (kept: replayed at the next start). */
export const EXIT_SPOOLED = 75;

/**
 * The ingest pipeline (ingest/pipeline.ts) as the app's `ingest`: its settings from the config, its
 * events in the log and the drop counts. On close (SIGTERM), after Fastify has stopped accepting and
 * answered in-flight requests, it writes everything to the store; what it cannot write stays in the spool
 * for the next start, and the process exits with EXIT_SPOOLED instead of 0
 * (docs/requirements/telemetry-service.md#durability).
 */
export default fp<{ config: Config }>(
  async (fastify, { config }) => {
    const ingest = await IngestPipeline.open(
      fastify.store,
      {
        spoolDir: config.spoolDir,
        spoolMaxBytes: config.spoolMaxBytes,
        spoolSegmentBytes: config.spoolSegmentBytes,
        spoolCommitDelayMs: config.spoolCommitDelayMs,
        flushRows: config.flushRows,
        bufferMaxRows: config.bufferMaxRows,
        flushIntervalMs: config.flushIntervalMs,
        warnBytesPerMinute: config.warnBytesPerMinute,
        maxAddresses: config.rateLimitMaxAddresses,
      },
      {
        // Counted by the error's first line, a line an interval (log-tally.ts): a store that refuses writes
        // fails every flush.
        flushFailed: (error) =>
          fastify.tally.add(
            'storeWriteFailed',
            String((error as Error)?.message ?? error)
              .split('\n')[0]
              ?.slice(0, 120) ?? '',
          ),
        corrupt: (segment, bytes, error) => {
          fastify.drops.add('spoolCorrupt');
          fastify.log.fatal(
            { segment, bytes, err: error },
            'damaged spool records skipped: acknowledged events lost',
          );
        },
        replaying: (spool, bytes) => fastify.log.warn({ spool, bytes }, 'replaying the spool'),
      },
    );
    fastify.decorate('ingest', ingest);
    const { segmentBytes, dir } = ingest.vitals.spool;
    if (segmentBytes < config.spoolSegmentBytes)
      fastify.log.warn(
        { spool: dir, segmentBytes, configured: config.spoolSegmentBytes },
        'little room on the spool disk: segments smaller than SPOOL_SEGMENT_BYTES',
      );

    fastify.addHook('onClose', async () => {
      const { stored, spooledBytes, spoolDir } = await ingest.close();
      if (fastify.drops.counts.spoolCorrupt > 0) process.exitCode = 1;
      else if (spooledBytes > 0) process.exitCode = EXIT_SPOOLED;
      else process.exitCode = 0;
      if (stored && spooledBytes === 0) fastify.log.info({ drops: fastify.drops.counts }, 'buffers flushed');
      else
        fastify.log.error(
          { spooled: spooledBytes, spool: spoolDir },
          'the store did not take everything: acknowledged events stay in the spool for the next start',
        );
    });
  },
  { name: 'ingest', dependencies: ['store', 'drops', 'log-tally'] },
);
