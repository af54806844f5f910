import { mkdir, type FileHandle } from 'node:fs/promises';
import { resolve } from 'node:path';
import { encodeFrame } from './frame.ts';
import { GroupCommit } from './group-commit.ts';
import type { Position } from './position.ts';
import { readRecords, type SpooledRecord } from './read-records.ts';
import {
  fittedSegmentBytes,
  freeBytes,
  leftSegments,
  lock,
  prepareSegment,
  removeSegment,
  spoolId,
  SpoolInUseError,
  unlock,
} from './segment-files.ts';

/**
 * The ingest spool (docs/decisions/0110-ingest-spool.md): an append-only log of accepted beacons on local
 * disk, so that a 204 means "on disk", not "in memory". This file decides where each record goes and when
 * it may go: frames go into numbered segment files (segment-files.ts: made zero-filled ahead of need,
 * written in place with O_DSYNC), a group commit (group-commit.ts) writes everything that arrived while
 * the previous write ran with one synchronous write, and only then are the appends acknowledged. Segments
 * are deleted once every record in them is in the store. At start the segments left by the last process
 * are read back (replay) before new ones are written; reading stops at a segment's zero fill, since a
 * frame never has length 0. The spool is bounded in bytes: past the bound `append` says no and the route
 * answers 503.
 */

export interface SpoolOptions {
  /** Bytes on disk (all segments) beyond which appends are refused. */
  maxBytes: number;
  /** A segment is closed and a new one started past this size. */
  segmentBytes: number;
  /** Extra wait before a group commit, to gather more appends into one fsync; 0 waits for none. */
  commitDelayMs?: number;
  /** A damaged or torn record found while reading: it is skipped, and counted by the caller. */
  onCorrupt?: (segment: number, bytes: number) => void;
}

export interface Appended {
  start: Position;
  end: Position;
  /** Resolves once the record is on disk (fdatasync); rejects if it could not be written. */
  durable: Promise<void>;
}

interface Segment {
  seq: number;
  /** Bytes known to be whole frames on disk. */
  durable: number;
  /** Bytes handed out to appends, written or not. */
  planned: number;
  handle: Promise<FileHandle> | undefined;
}

/** A zero-filled segment file made ahead of need. */
interface Spare {
  seq: number;
  handle: Promise<FileHandle>;
}

/** One frame on its way to disk, at the place `append` gave it. */
interface Item {
  segment: Segment;
  offset: number;
  frame: Buffer;
}

/** Folders open in this process: the lock file cannot tell two spools of one process apart. */
const openDirs = new Set<string>();

export class Spool {
  readonly #segments: Segment[] = [];
  readonly #commits: GroupCommit<Item>;
  #bytes = 0;
  #fsyncs = 0;
  #closed = false;
  #spare: Spare | undefined;

  private constructor(
    readonly dir: string,
    /** Random, made with the spool: with a record's position it names the record in every store. */
    readonly id: string,
    private readonly options: SpoolOptions,
    /** SPOOL_SEGMENT_BYTES, or less on a disk with little room (fittedSegmentBytes). */
    readonly segmentBytes: number,
  ) {
    this.#commits = new GroupCommit<Item>({
      write: (group) => this.#write(group),
      written: (group) => {
        for (const { segment, offset, frame } of group) segment.durable = offset + frame.length;
      },
      recover: () => this.#recover(),
      delayMs: options.commitDelayMs ?? 0,
    });
  }

  /** Opens (or creates) the spool in `dir`; the segments already there are kept for replay. */
  static async open(dir: string, options: SpoolOptions): Promise<Spool> {
    dir = resolve(dir);
    if (openDirs.has(dir)) throw new SpoolInUseError(`spool ${dir} is already open in this process`);
    await mkdir(dir, { recursive: true });
    const segmentBytes = fittedSegmentBytes(options.segmentBytes, await freeBytes(dir), dir);
    await lock(dir);
    openDirs.add(dir);
    const spool = new Spool(dir, await spoolId(dir), options, segmentBytes);
    await spool.#scan();
    return spool;
  }

  /** Bytes on disk, acknowledged or being written, not yet deleted. */
  get bytes(): number {
    return this.#bytes;
  }

  /** Segment files on disk (each deleted whole once every record in it is stored). */
  get segments(): number {
    return this.#segments.length;
  }

  /** Durable writes so far (one per group commit and segment it touches; each is a write plus its sync). */
  get fsyncs(): number {
    return this.#fsyncs;
  }

  /** The first position that may hold a record not yet in the store (where replay starts). */
  get start(): Position {
    const first = this.#segments[0];
    return first ? { segment: first.seq, offset: 0 } : this.end;
  }

  /** The position after the last record handed out. */
  get end(): Position {
    const active = this.#active();
    return { segment: active.seq, offset: active.planned };
  }

  /** Adds a record; undefined when the spool is full (the caller answers 503). */
  append(payload: Buffer): Appended | undefined {
    if (this.#closed) return undefined;
    const frame = encodeFrame(payload);
    if (this.#bytes + frame.length > this.options.maxBytes) return undefined;
    let segment = this.#active();
    if (segment.planned > 0 && segment.planned + frame.length > this.segmentBytes) {
      segment = this.#newSegment();
    }
    const start = { segment: segment.seq, offset: segment.planned };
    segment.planned += frame.length;
    this.#bytes += frame.length;
    const durable = this.#commits.add({ segment, offset: start.offset, frame });
    return { start, end: { segment: segment.seq, offset: segment.planned }, durable };
  }

  /**
   * Up to `maxRecords` whole records from `from` up to (not past) `until`, and where the next read
   * starts (read-records.ts).
   */
  read(
    from: Position,
    until: Position,
    maxRecords: number,
  ): Promise<{ records: SpooledRecord[]; next: Position }> {
    return readRecords(this.dir, this.#segments, { from, until, maxRecords }, this.options.onCorrupt);
  }

  /**
   * Every record before `upTo` is in the store: segments that lie wholly before it are deleted, the
   * active one too once it is wholly stored (new records then start a new one), so a restart after a
   * clean drain has nothing to replay.
   */
  async release(upTo: Position): Promise<void> {
    for (let first = this.#segments[0]; first; first = this.#segments[0]) {
      const whole = first.seq < upTo.segment || (first.seq === upTo.segment && upTo.offset >= first.planned);
      if (!whole) return;
      if (first === this.#active()) {
        if (first.planned === 0 || this.#commits.busy) return;
        this.#newSegment();
      }
      this.#segments.shift();
      await this.#delete(first);
    }
  }

  /** Waits for appends in flight, then closes the files; segments stay for the next start. */
  async close(): Promise<void> {
    this.#closed = true;
    await this.#commits.idle();
    for (const segment of this.#segments) {
      const handle = await segment.handle?.catch(() => undefined);
      if (!handle) continue;
      // The zeros past the last record are not needed by the next start, nor a file with no record.
      await handle.truncate(segment.durable).catch(() => undefined);
      await handle.close();
      if (segment.durable === 0) await removeSegment(this.dir, segment.seq);
    }
    const spare = this.#spare;
    this.#spare = undefined;
    if (spare) {
      await (await spare.handle.catch(() => undefined))?.close();
      await removeSegment(this.dir, spare.seq);
    }
    await unlock(this.dir);
    openDirs.delete(this.dir);
  }

  async #scan(): Promise<void> {
    for (const { seq, size } of await leftSegments(this.dir)) {
      this.#segments.push({ seq, durable: size, planned: size, handle: undefined });
      this.#bytes += size;
    }
    // New records go to a new segment, after everything left to replay.
    this.#newSegment();
  }

  #active(): Segment {
    return this.#segments.at(-1) ?? this.#newSegment();
  }

  #newSegment(): Segment {
    const seq = (this.#segments.at(-1)?.seq ?? 0) + 1;
    const spare = this.#spare?.seq === seq ? this.#spare.handle : undefined;
    const segment: Segment = { seq, durable: 0, planned: 0, handle: spare };
    this.#segments.push(segment);
    if (!this.#closed) {
      const next = { seq: seq + 1, handle: this.#prepare(seq + 1) };
      next.handle.catch(() => undefined); // a failure shows when the segment is used: #handle prepares again
      this.#spare = next;
    }
    return segment;
  }

  #prepare(seq: number): Promise<FileHandle> {
    return prepareSegment(this.dir, seq, this.segmentBytes);
  }

  async #handle(segment: Segment): Promise<FileHandle> {
    // Prepared ahead while the disk was full, it failed then: prepare it again now, when it is needed,
    // or the first group after the disk has room again would be refused for nothing.
    const ahead = await segment.handle?.catch(() => undefined);
    if (ahead) return ahead;
    try {
      segment.handle = this.#prepare(segment.seq);
      return await segment.handle;
    } catch (error) {
      segment.handle = undefined;
      throw error;
    }
  }

  async #delete(segment: Segment): Promise<void> {
    await (await segment.handle?.catch(() => undefined))?.close();
    await removeSegment(this.dir, segment.seq);
    this.#bytes -= segment.planned;
  }

  /** One group: for each segment it spans, its frames with one O_DSYNC `writev` at their place. */
  async #write(group: Item[]): Promise<void> {
    for (let i = 0; i < group.length;) {
      const { segment, offset } = group[i] as Item;
      const frames: Buffer[] = [];
      let bytes = 0;
      for (; i < group.length && (group[i] as Item).segment === segment; i += 1) {
        const { frame } = group[i] as Item;
        frames.push(frame);
        bytes += frame.length;
      }
      const handle = await this.#handle(segment);
      const { bytesWritten } = await handle.writev(frames, offset);
      if (bytesWritten !== bytes) throw new Error(`spool: short write (${bytesWritten} of ${bytes} bytes)`);
      this.#fsyncs += 1;
    }
  }

  /**
   * A write failed (disk full, I/O error): none of the appends past what was acknowledged is kept. The
   * segments are cut back to their whole, acknowledged frames, and new appends start a new segment when
   * the active one holds acknowledged records (decided before the first await, so none lands in a cut
   * one). An active segment that holds none is used again: a new one for each failed write left one
   * empty file per write on a full disk, thousands of them (docs/requirements/telemetry-service.md#durability).
   */
  async #recover(): Promise<void> {
    const touched = this.#segments.filter((segment) => segment.planned > segment.durable);
    for (const segment of touched) {
      this.#bytes -= segment.planned - segment.durable;
      segment.planned = segment.durable;
    }
    const active = this.#active();
    if (touched.includes(active) && active.durable > 0) this.#newSegment();
    for (const segment of touched) {
      const handle = await segment.handle?.catch(() => undefined);
      await handle?.truncate(segment.durable).catch(() => undefined);
    }
  }
}
