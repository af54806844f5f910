import { describe, expect, it } from 'vitest';
import { decodeRecord, encodeRecord } from './spool-record.ts';
import type { RequestFacts } from './normalise.ts';

/** The record as version 1 lays it out, built the plain way (one buffer per part). */
function reference(facts: RequestFacts, events: readonly unknown[]): Buffer {
  const header = (text = '') => {
    const bytes = Buffer.from(text, 'utf8');
    return bytes.subarray(0, 2048);
  };
  const agent = header(facts.userAgent);
  const referer = header(facts.referer);
  const fixed = Buffer.alloc(9);
  fixed.writeUInt8(1, 0);
  fixed.writeDoubleLE(facts.receivedAt.getTime(), 1);
  const length = (n: number) => Buffer.from([n & 0xff, n >> 8]);
  return Buffer.concat([
    fixed,
    length(agent.length),
    agent,
    length(referer.length),
    referer,
    Buffer.from(JSON.stringify(events), 'utf8'),
  ]);
}

const receivedAt = new Date('2026-11-25T15:00:00.123Z');
const events = [{ name: 'LCP', value: 2345, id: 'v5-ü-😀', path: '/werkgevers' }];

describe('spool record', () => {
  it.each([
    ['no headers', undefined, undefined],
    ['ASCII headers', 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0.0.0', 'https://www.opstap.nl/werkgevers'],
    ['multi-byte headers', 'Agent ÿ € 😀', 'https://example.nl/é'],
    ['a header over 2,048 bytes, cut inside a character', 'a' + '€'.repeat(1000), 'x'.repeat(700)],
    ['a header of 683 three-byte characters', '€'.repeat(683), '€'.repeat(682)],
  ])('%s: the same bytes as the plain layout, and back', (_label, userAgent, referer) => {
    const facts = { receivedAt, userAgent, referer };
    const record = encodeRecord(facts, events);
    expect(record.equals(reference(facts, events))).toBe(true);
    const decoded = decodeRecord(record);
    expect(decoded.events).toEqual(events);
    expect(decoded.facts.receivedAt).toEqual(receivedAt);
    if (Buffer.byteLength(userAgent ?? '') <= 2048) expect(decoded.facts.userAgent).toBe(userAgent);
  });
});
