import { join } from 'node:path';
import type { VitalReport, WarnLog } from '@opstap/contracts';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { AddressWindows } from '../ingest/address-windows.ts';
import { comparePositions, Spool, type Position } from '../spool/spool.ts';
import type { VitalBatch, VitalRow, WarnRow } from '../store/types.ts';
import { toVitalRow, toWarnRow, type RequestFacts } from '../ingest/normalise.ts';
import { decodeRecord } from '../ingest/spool-record.ts';
import { WriteBuffer, type Collector, type SpoolSource } from '../ingest/write-buffer.ts';

/** One kind of beacon on its way to the store: its spool, its buffer, and how an event becomes rows. */
export interface Lane<Event, Row, Batch extends Collector<Row>> {
  spool: Spool;
  buffer: WriteBuffer<Row, Batch>;
  /** The rows of one accepted record, the same whether live or replayed; throws BadRequest if refused. */
  toRows(events: readonly Event[], facts: RequestFacts): Row[];
  /** Gives the rows of the record spooled at `start` their ids, where the events carry none. */
  identify(rows: Row[], start: Position): void;
  /**
   * Spends `bytes` of the address's budget for this lane: 0 when within it, else the seconds until its
   * window ends. Absent where the request rate limit is the only bound (vitals: fixed-size events).
   */
  budget?: (address: string, bytes: number, now: number) => number;
}

export interface Ingest {
  /** Vitals wait in the store's own batch (VitalsStore.createVitalBatch): DuckDB's is columns. */
  vitals: Lane<VitalReport, VitalRow, VitalBatch>;
  warnings: Lane<WarnLog, WarnRow, WarnRow[]>;
  /** Seconds a client should wait when the spool is full or failing: about one flush. */
  retryAfterSeconds: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    ingest: Ingest;
  }
}

/**
 * A warning has no id of its own: the spool position of its record names it, the same on every retry
 * and every replay, so a store can keep it once (docs/decisions/0110-ingest-spool.md).
 */
export function warningId(spool: Spool, start: Position, index: number): string {
  return `${spool.id}-${start.segment}-${start.offset}-${index}`;
}

/** The warnings' byte budget is per minute (WARN_BYTES_PER_MINUTE). */
const BUDGET_WINDOW_MS = 60_000;

/** Exit code when acknowledged events are still in the spool at exit (kept: replayed at the next start). */
export const EXIT_SPOOLED = 75;

/**
 * The spools and bounded buffers between the beacon routes (routes/ingest/) and the store
 * (docs/decisions/0110-ingest-spool.md, docs/requirements/telemetry-service.md#durability). A beacon is
 * acknowledged once its record is in the spool; the buffer writes it to the store, and replays what the
 * previous process left, on a timer. On close (SIGTERM), after Fastify has stopped accepting and answered
 * in-flight requests, it writes everything to the store and empties the spool. What it cannot write stays
 * in the spool for the next start, and the process exits with EXIT_SPOOLED instead of 0.
 */
export default fp<{ config: Config }>(
  async (fastify, { config }) => {
    const onError = (error: unknown) =>
      fastify.log.error({ err: error }, 'flush failed; rows kept for retry');
    const options = { flushRows: config.flushRows, maxRows: config.bufferMaxRows, onError };
    const onCorrupt = (segment: number, bytes: number) => {
      fastify.drops.add('spoolCorrupt');
      fastify.log.fatal({ segment, bytes }, 'damaged spool records skipped: acknowledged events lost');
    };
    const open = (name: string) =>
      Spool.open(join(config.spoolDir, name), {
        maxBytes: Math.floor(config.spoolMaxBytes / 2),
        segmentBytes: config.spoolSegmentBytes,
        commitDelayMs: config.spoolCommitDelayMs,
        onCorrupt,
      });

    const lane = async <Event, Row, Batch extends Collector<Row>>(
      name: string,
      write: (batch: Batch) => Promise<void>,
      collect: () => Batch,
      toRows: Lane<Event, Row, Batch>['toRows'],
      identifyIn: (spool: Spool) => Lane<Event, Row, Batch>['identify'],
    ): Promise<Lane<Event, Row, Batch>> => {
      const spool = await open(name);
      const identify = identifyIn(spool);
      const source: SpoolSource<Row> = {
        start: spool.start,
        end: spool.end,
        async read(from, until, maxRecords) {
          const { records, next } = await spool.read(from, until, maxRecords);
          const rows: Row[] = [];
          for (const record of records) {
            try {
              const { facts, events } = decodeRecord<Event>(record.payload);
              const recordRows = toRows(events, facts);
              identify(recordRows, record.start);
              rows.push(...recordRows);
            } catch (error) {
              onCorrupt(record.start.segment, record.payload.length);
              fastify.log.error({ err: error }, 'spool record unreadable');
            }
          }
          return { rows, next };
        },
        release: (upTo) => spool.release(upTo),
      };
      const replay = comparePositions(spool.start, spool.end) < 0;
      if (replay) fastify.log.warn({ spool: spool.dir, bytes: spool.bytes }, 'replaying the spool');
      return { spool, buffer: new WriteBuffer(write, collect, options, source), toRows, identify };
    };

    const { store } = fastify;
    const ingest: Ingest = {
      vitals: await lane<VitalReport, VitalRow, VitalBatch>(
        'vitals',
        (batch) => store.insertVitals(batch),
        () => store.createVitalBatch(config.flushRows),
        (events, facts) => events.map((event) => toVitalRow(event, facts)),
        () => () => undefined, // a vital's id is its web-vitals metric id
      ),
      warnings: await lane<WarnLog, WarnRow, WarnRow[]>(
        'warnings',
        (rows) => store.insertWarnings(rows),
        (): WarnRow[] => [],
        (events, facts) => events.map((event) => toWarnRow(event, facts, '')),
        (spool) => (rows, start) => rows.forEach((row, i) => (row.id = warningId(spool, start, i))),
      ),
      retryAfterSeconds: Math.max(1, Math.ceil(config.flushIntervalMs / 1000)),
    };
    // A warning can carry kilobytes where a vital carries a number: one address could otherwise fill the
    // store at the rate limit's pace (docs/decisions/0111-retention-and-quotas.md). In memory only.
    const warnBytes = new AddressWindows(config.rateLimitMaxAddresses, BUDGET_WINDOW_MS);
    const rotation = setInterval(() => warnBytes.rotate(), BUDGET_WINDOW_MS);
    rotation.unref();
    ingest.warnings.budget = (address, bytes, now) => {
      const window = warnBytes.take(address, bytes, now);
      return window.count <= config.warnBytesPerMinute
        ? 0
        : Math.max(1, Math.ceil((window.resetAt - now) / 1000));
    };
    fastify.decorate('ingest', ingest);

    const lanes = [ingest.vitals, ingest.warnings];
    const flushAll = (untilEmpty = true) => Promise.all(lanes.map((l) => l.buffer.flush({ untilEmpty })));
    const timer = setInterval(() => flushAll(false).catch(onError), config.flushIntervalMs);
    timer.unref();
    // What the previous process left is written as soon as the store is open, not a flush interval later.
    flushAll().catch(onError);

    fastify.addHook('onClose', async () => {
      clearInterval(timer);
      clearInterval(rotation);
      let stored = false;
      for (let attempt = 1; attempt <= 3 && !stored; attempt += 1) {
        try {
          await flushAll();
          stored = true;
        } catch (error) {
          fastify.log.error({ err: error, attempt }, 'final flush failed');
        }
      }
      for (const { spool } of lanes) await spool.close();
      const spooled = lanes.reduce((bytes, l) => bytes + l.spool.bytes, 0);
      if (fastify.drops.counts.spoolCorrupt > 0) process.exitCode = 1;
      else if (spooled > 0) process.exitCode = EXIT_SPOOLED;
      if (stored && spooled === 0) fastify.log.info({ drops: fastify.drops.counts }, 'buffers flushed');
      else
        fastify.log.error(
          { spooled, spool: config.spoolDir },
          'the store did not take everything: acknowledged events stay in the spool for the next start',
        );
    });
  },
  { name: 'ingest', dependencies: ['store', 'drops'] },
);
