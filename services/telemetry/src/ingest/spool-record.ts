import type { RequestFacts } from './normalise.ts';

/**
 * One accepted beacon as the spool keeps it (docs/decisions/0110-ingest-spool.md): the request facts the
 * rows are derived from, and the validated events as JSON. Replay runs the same normalisation as the live
 * path, so a replayed event becomes the same row it would have been (same receivedAt, same warning id).
 *
 * Layout: `[u8 version][f64 receivedAt ms][u16 n][n bytes User-Agent][u16 m][m bytes Referer][JSON]`.
 */
const VERSION = 1;
/** Longer headers are cut: the stored User-Agent is capped at 512 characters anyway (sanitise.ts). */
const MAX_HEADER_BYTES = 2048;

function header(text: string | undefined): Buffer {
  const bytes = Buffer.from(text ?? '', 'utf8');
  return bytes.length > MAX_HEADER_BYTES ? bytes.subarray(0, MAX_HEADER_BYTES) : bytes;
}

/** Bytes a header takes in the record; a string's UTF-8 length is at most 3 bytes a UTF-16 unit. */
function headerLength(text: string): number {
  return text.length * 3 <= MAX_HEADER_BYTES ? Buffer.byteLength(text, 'utf8') : header(text).length;
}

/** Writes a header's length and bytes at `at`; returns the offset after them. */
function writeHeader(record: Buffer, text: string, length: number, at: number): number {
  const start = record.writeUInt16LE(length, at);
  // A short header is written straight into the record; only one that may need cutting is copied.
  if (text.length * 3 <= MAX_HEADER_BYTES) record.write(text, start, length, 'utf8');
  else header(text).copy(record, start);
  return start + length;
}

/**
 * One buffer, the strings encoded straight into it: per beacon, the intermediate buffers of the headers
 * and the body were a measurable share of the HTTP thread's CPU (docs/perf/ingest-spool.md).
 */
export function encodeRecord(facts: RequestFacts, events: readonly unknown[]): Buffer {
  const agent = facts.userAgent ?? '';
  const referer = facts.referer ?? '';
  const body = JSON.stringify(events);
  const agentLength = headerLength(agent);
  const refererLength = headerLength(referer);
  const bodyStart = 1 + 8 + 2 + agentLength + 2 + refererLength;
  const record = Buffer.allocUnsafe(bodyStart + Buffer.byteLength(body, 'utf8'));
  let at = record.writeUInt8(VERSION, 0);
  at = record.writeDoubleLE(facts.receivedAt.getTime(), at);
  at = writeHeader(record, agent, agentLength, at);
  at = writeHeader(record, referer, refererLength, at);
  record.write(body, at, 'utf8');
  return record;
}

export function decodeRecord<Event>(record: Buffer): { facts: RequestFacts; events: Event[] } {
  if (record.readUInt8(0) !== VERSION) throw new Error(`spool record version ${record.readUInt8(0)} unknown`);
  const receivedAt = new Date(record.readDoubleLE(1));
  let at = 9;
  const agentLength = record.readUInt16LE(at);
  const userAgent = record.toString('utf8', at + 2, at + 2 + agentLength);
  at += 2 + agentLength;
  const refererLength = record.readUInt16LE(at);
  const referer = record.toString('utf8', at + 2, at + 2 + refererLength);
  at += 2 + refererLength;
  const events = JSON.parse(record.toString('utf8', at)) as Event[];
  return { facts: { receivedAt, userAgent: userAgent || undefined, referer: referer || undefined }, events };
}
