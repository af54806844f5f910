import { crc32 } from 'node:zlib';

/**
 * One record on disk: `[u32 payload length][u32 CRC-32 of the payload][payload]`, little-endian. The CRC
 * tells a record a crash cut short (or a bad sector) from a whole one: reading stops at the first frame
 * that does not check out (docs/decisions/0110-ingest-spool.md).
 */
export const FRAME_HEADER = 8;
/** A frame longer than this is not one we wrote: the length itself is damaged. */
export const MAX_PAYLOAD = 1 << 20;

export function encodeFrame(payload: Buffer): Buffer {
  if (payload.length === 0) throw new RangeError('spool: an empty record cannot be framed');
  const frame = Buffer.allocUnsafe(FRAME_HEADER + payload.length);
  frame.writeUInt32LE(payload.length, 0);
  frame.writeUInt32LE(crc32(payload), 4);
  payload.copy(frame, FRAME_HEADER);
  return frame;
}

export interface DecodedFrame {
  payload: Buffer;
  /** Offset of the frame within `chunk`. */
  at: number;
}

/**
 * The whole frames at the start of `chunk`, and where they end. `bad` is true when the bytes after them
 * are not the start of a valid frame (torn or damaged), as opposed to a frame cut off by the chunk's end.
 */
export function decodeFrames(chunk: Buffer): { frames: DecodedFrame[]; end: number; bad: boolean } {
  const frames: DecodedFrame[] = [];
  let at = 0;
  while (chunk.length - at >= FRAME_HEADER) {
    const length = chunk.readUInt32LE(at);
    if (length === 0) break; // a segment's zero fill (spool.ts): no record is empty
    if (length > MAX_PAYLOAD) return { frames, end: at, bad: true };
    if (chunk.length - at < FRAME_HEADER + length) break;
    const payload = chunk.subarray(at + FRAME_HEADER, at + FRAME_HEADER + length);
    if (crc32(payload) !== chunk.readUInt32LE(at + 4)) return { frames, end: at, bad: true };
    frames.push({ payload, at });
    at += FRAME_HEADER + length;
  }
  return { frames, end: at, bad: false };
}
