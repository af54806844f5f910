import { join } from 'node:path';
import type { VitalReport, WarnLog } from '@opstap/contracts';
import { comparePositions, type Position } from '../spool/position.ts';
import { Spool } from '../spool/spool.ts';
import type { VitalBatch, VitalRow, VitalsStore, WarnRow } from '../store/types.ts';
import { AddressWindows } from './address-windows.ts';
import { toVitalRow, toWarnRow, type RequestFacts } from './normalise.ts';
import { RawValueTally } from './raw-values.ts';
import { decodeRecord, encodeRecord } from './spool-record.ts';
import { WriteBuffer, type Collector } from './write-buffer.ts';

/** The pipeline's settings (the service's config fills them: docs/requirements/telemetry-service.md#durability). */
export interface IngestOptions {
  spoolDir: string;
  /** Both spools together; each lane gets half. */
  spoolMaxBytes: number;
  spoolSegmentBytes: number;
  spoolCommitDelayMs: number;
  flushRows: number;
  bufferMaxRows: number;
  flushIntervalMs: number;
  /** The warnings' byte budget per address and minute (docs/decisions/0111-retention-and-quotas.md). */
  warnBytesPerMinute: number;
  /** How many addresses the budget remembers. */
  maxAddresses: number;
}

/** What the pipeline tells its host (the plugin logs it and counts the drops). */
export interface IngestEvents {
  /** A write to the store failed; its rows stay queued for the next try. */
  flushFailed(error: unknown): void;
  /** Acknowledged events were lost: a spool record damaged on disk or unreadable. */
  corrupt(segment: number, bytes: number, error?: unknown): void;
  /** The previous process left records: they are written before anything else. */
  replaying(spoolDir: string, bytes: number): void;
}

/** What became of one beacon's events: the answer a route gives depends on nothing else. */
export type Acceptance<Row> =
  /** Past the address's byte budget: nothing kept; try again after `retryAfterSeconds`. */
  | { outcome: 'overBudget'; retryAfterSeconds: number }
  /** The spool is full: nothing kept. */
  | { outcome: 'spoolFull' }
  /** In the spool: `durable` settles once it is on disk (and then in the buffer), or rejects if the write failed. */
  | { outcome: 'spooled'; rows: readonly Row[]; durable: Promise<void> };

/** The store's side of one lane: how a batch is written and collected. */
interface LaneStore<Row, Batch extends Collector<Row>> {
  write(batch: Batch): Promise<void>;
  collect(): Batch;
}

/**
 * One kind of beacon on its way to the store (docs/decisions/0110-ingest-spool.md): events become rows
 * once, by `rowsOf`, whether they arrive live or are replayed from the spool, so a replayed event becomes
 * the row it would have been (the same receivedAt, the same warning id).
 */
export class Lane<Event, Row, Batch extends Collector<Row>> {
  readonly buffer: WriteBuffer<Row, Batch>;

  constructor(
    readonly spool: Spool,
    store: LaneStore<Row, Batch>,
    private readonly toRow: (event: Event, facts: RequestFacts) => Row,
    private readonly identify: (rows: Row[], start: Position) => void,
    options: IngestOptions,
    events: IngestEvents,
    /** 0 when `bytes` fit in the address's budget, else the seconds until its window ends. */
    private readonly budget?: (address: string, bytes: number, now: number) => number,
  ) {
    const bufferOptions = {
      flushRows: options.flushRows,
      maxRows: options.bufferMaxRows,
      onError: events.flushFailed,
    };
    this.buffer = new WriteBuffer(store.write, store.collect, bufferOptions, {
      start: spool.start,
      end: spool.end,
      read: async (from, until, maxRecords) => {
        const { records, next } = await spool.read(from, until, maxRecords);
        const rows: Row[] = [];
        for (const record of records) {
          try {
            const { facts, events: spooled } = decodeRecord<Event>(record.payload);
            rows.push(...this.rowsOf(spooled, facts, record.start));
          } catch (error) {
            events.corrupt(record.start.segment, record.payload.length, error);
          }
        }
        return { rows, next };
      },
      release: (upTo) => spool.release(upTo),
    });
  }

  /** The rows of one record, the same live and on replay; throws InvalidEvent for a refused event. */
  private rowsOf(events: readonly Event[], facts: RequestFacts, start?: Position): Row[] {
    const rows = events.map((event) => this.toRow(event, facts));
    if (start) this.identify(rows, start);
    return rows;
  }

  /**
   * Takes one beacon's events from `address` (docs/requirements/telemetry-service.md#ingest): refused
   * whole (InvalidEvent) before anything is kept, then held to the lane's byte budget, then spooled.
   */
  accept(events: readonly Event[], facts: RequestFacts, address: string): Acceptance<Row> {
    const rows = this.rowsOf(events, facts);
    const record = encodeRecord(facts, events);
    // Counted in the bytes the spool and then the store would keep, only for beacons that would be kept.
    const wait = this.budget?.(address, record.length, facts.receivedAt.getTime());
    if (wait) return { outcome: 'overBudget', retryAfterSeconds: wait };
    const appended = this.spool.append(record);
    if (!appended) return { outcome: 'spoolFull' };
    this.identify(rows, appended.start);
    const durable = appended.durable.then(() => this.buffer.offer(rows, appended.end));
    return { outcome: 'spooled', rows, durable };
  }
}

/**
 * A warning has no id of its own: the spool position of its record names it, the same on every retry
 * and every replay, so a store can keep it once (docs/decisions/0110-ingest-spool.md).
 */
function warningId(spool: Spool, start: Position, index: number): string {
  return `${spool.id}-${start.segment}-${start.offset}-${index}`;
}

/** The warnings' byte budget is per minute (WARN_BYTES_PER_MINUTE). */
const BUDGET_WINDOW_MS = 60_000;

/** Final flush attempts at close before what is left stays in the spool. */
const CLOSE_ATTEMPTS = 3;

/**
 * The spools and bounded buffers between the beacon routes and the store (docs/decisions/0110-ingest-spool.md,
 * docs/requirements/telemetry-service.md#durability). A beacon is acknowledged once its record is in the
 * spool; the buffer writes it to the store, and replays what the previous process left, on a timer.
 * `close` writes everything to the store and empties the spool; what it cannot write stays for the next start.
 */
export class IngestPipeline {
  readonly #timer: NodeJS.Timeout;
  readonly #rotation: NodeJS.Timeout;

  private constructor(
    /** Vitals wait in the store's own batch (VitalsStore.createVitalBatch): DuckDB's is columns. */
    readonly vitals: Lane<VitalReport, VitalRow, VitalBatch>,
    readonly warnings: Lane<WarnLog, WarnRow, WarnRow[]>,
    /** Seconds a client should wait when the spool is full or failing: about one flush. */
    readonly retryAfterSeconds: number,
    warnBytes: AddressWindows,
    private readonly options: IngestOptions,
    private readonly events: IngestEvents,
  ) {
    this.#timer = setInterval(() => this.flush(false).catch(events.flushFailed), options.flushIntervalMs);
    this.#timer.unref();
    this.#rotation = setInterval(() => warnBytes.rotate(), BUDGET_WINDOW_MS);
    this.#rotation.unref();
    // What the previous process left is written as soon as the store is open, not a flush interval later.
    this.flush().catch(events.flushFailed);
  }

  static async open(
    store: Pick<VitalsStore, 'insertVitals' | 'insertWarnings' | 'createVitalBatch' | 'addRawValues'>,
    options: IngestOptions,
    events: IngestEvents,
  ): Promise<IngestPipeline> {
    const open = async (name: string) => {
      const spool = await Spool.open(join(options.spoolDir, name), {
        maxBytes: Math.floor(options.spoolMaxBytes / 2),
        segmentBytes: options.spoolSegmentBytes,
        commitDelayMs: options.spoolCommitDelayMs,
        onCorrupt: (segment, bytes) => events.corrupt(segment, bytes),
      });
      if (comparePositions(spool.start, spool.end) < 0) events.replaying(spool.dir, spool.bytes);
      return spool;
    };
    const vitalSpool = await open('vitals');
    const warnSpool = await open('warnings');
    // A warning can carry kilobytes where a vital carries a number: one address could otherwise fill the
    // store at the rate limit's pace (docs/decisions/0111-retention-and-quotas.md). In memory only.
    const warnBytes = new AddressWindows(options.maxAddresses, BUDGET_WINDOW_MS);
    const budget = (address: string, bytes: number, now: number) => {
      const window = warnBytes.take(address, bytes, now);
      return window.count <= options.warnBytesPerMinute
        ? 0
        : Math.max(1, Math.ceil((window.resetAt - now) / 1000));
    };
    // The values stored as `other`, counted apart and handed to the store with each write (raw-values.ts).
    // Their write failing loses a tally, never a row: the rows' own write has succeeded.
    const raw = new RawValueTally();
    const writeRaw = async () => {
      const counts = raw.drain();
      if (counts.length > 0) await store.addRawValues(counts).catch(events.flushFailed);
    };
    const vitals = new Lane<VitalReport, VitalRow, VitalBatch>(
      vitalSpool,
      {
        write: (batch) => store.insertVitals(batch).then(writeRaw),
        collect: () => store.createVitalBatch(options.flushRows),
      },
      (event, facts) => toVitalRow(event, facts, raw),
      () => undefined, // a vital's id is its web-vitals metric id
      options,
      events,
    );
    const warnings = new Lane<WarnLog, WarnRow, WarnRow[]>(
      warnSpool,
      { write: (rows) => store.insertWarnings(rows).then(writeRaw), collect: () => [] },
      (event, facts) => toWarnRow(event, facts, '', raw),
      (rows, start) => rows.forEach((row, i) => (row.id = warningId(warnSpool, start, i))),
      options,
      events,
      budget,
    );
    const retryAfterSeconds = Math.max(1, Math.ceil(options.flushIntervalMs / 1000));
    return new IngestPipeline(vitals, warnings, retryAfterSeconds, warnBytes, options, events);
  }

  /** Writes what the buffers hold (and, with `untilEmpty`, what waits in the spools) to the store. */
  flush(untilEmpty = true): Promise<void> {
    return Promise.all([this.vitals, this.warnings].map((lane) => lane.buffer.flush({ untilEmpty }))).then(
      () => undefined,
    );
  }

  /**
   * Stops the timers, writes everything to the store (a few tries) and closes the spools. `spooledBytes`
   * is what stays on disk for the next start; `stored` whether the last flush succeeded.
   */
  async close(): Promise<{ stored: boolean; spooledBytes: number; spoolDir: string }> {
    clearInterval(this.#timer);
    clearInterval(this.#rotation);
    let stored = false;
    for (let attempt = 1; attempt <= CLOSE_ATTEMPTS && !stored; attempt += 1) {
      try {
        await this.flush();
        stored = true;
      } catch (error) {
        this.events.flushFailed(error);
      }
    }
    const lanes = [this.vitals, this.warnings];
    for (const { spool } of lanes) await spool.close();
    const spooledBytes = lanes.reduce((bytes, lane) => bytes + lane.spool.bytes, 0);
    return { stored, spooledBytes, spoolDir: this.options.spoolDir };
  }
}
