import { decodeFrames, FRAME_HEADER, MAX_PAYLOAD, type DecodedFrame } from './frame.ts';
import { comparePositions, type Position } from './position.ts';
import { readSegment } from './segment-files.ts';

/**
 * Reading the spool back (docs/decisions/0110-ingest-spool.md): the records of its segments between two
 * positions, as the replay and the store's writer take them; a damaged stretch is skipped to the next segment.
 */

export interface SpooledRecord {
  payload: Buffer;
  start: Position;
}

/** A segment as reading needs it: its number and the bytes known to be whole frames on disk. */
export interface ReadableSegment {
  seq: number;
  durable: number;
}

/** Bytes read from a segment at a time: at least one whole frame of the largest size. */
const READ_CHUNK = FRAME_HEADER + MAX_PAYLOAD;

/** The first position after segment `seq`, not past `until`. */
function after(segments: readonly ReadableSegment[], seq: number, until: Position): Position {
  const next = segments.find((s) => s.seq > seq);
  return next && next.seq <= until.segment ? { segment: next.seq, offset: 0 } : until;
}

/**
 * Up to `maxRecords` whole records of `segments` (in `dir`) from `from` up to (not past) `until`, and where
 * the next read starts. Damaged bytes are skipped to the next segment and reported through `onCorrupt`.
 */
export async function readRecords(
  dir: string,
  segments: readonly ReadableSegment[],
  window: { from: Position; until: Position; maxRecords: number },
  onCorrupt?: (segment: number, bytes: number) => void,
): Promise<{ records: SpooledRecord[]; next: Position }> {
  const { from, until, maxRecords } = window;
  const records: SpooledRecord[] = [];
  let at = from;
  while (records.length < maxRecords && comparePositions(at, until) < 0) {
    const segment = segments.find((s) => s.seq >= at.segment);
    if (!segment) return { records, next: until };
    if (segment.seq !== at.segment) at = { segment: segment.seq, offset: 0 };
    const limit = segment.seq === until.segment ? until.offset : segment.durable;
    if (at.offset >= limit) {
      at = after(segments, segment.seq, until);
      continue;
    }
    const chunk = await readSegment(dir, segment.seq, at.offset, Math.min(limit - at.offset, READ_CHUNK));
    const { frames, end } = decodeFrames(chunk);
    if (frames.length === 0) {
      onCorrupt?.(segment.seq, limit - at.offset);
      at = after(segments, segment.seq, until);
      continue;
    }
    const taken = frames.slice(0, maxRecords - records.length);
    for (const frame of taken) {
      const start = { segment: at.segment, offset: at.offset + frame.at };
      records.push({ payload: Buffer.from(frame.payload), start });
    }
    const consumed = taken.length < frames.length ? (frames[taken.length] as DecodedFrame).at : end;
    at = { segment: at.segment, offset: at.offset + consumed };
  }
  return { records, next: at };
}
