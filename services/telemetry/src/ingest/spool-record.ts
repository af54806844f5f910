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

export function encodeRecord(facts: RequestFacts, events: readonly unknown[]): Buffer {
  const agent = header(facts.userAgent);
  const referer = header(facts.referer);
  const body = Buffer.from(JSON.stringify(events), 'utf8');
  const record = Buffer.allocUnsafe(1 + 8 + 2 + agent.length + 2 + referer.length + body.length);
  let at = record.writeUInt8(VERSION, 0);
  at = record.writeDoubleLE(facts.receivedAt.getTime(), at);
  at = record.writeUInt16LE(agent.length, at);
  at += agent.copy(record, at);
  at = record.writeUInt16LE(referer.length, at);
  at += referer.copy(record, at);
  body.copy(record, at);
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
