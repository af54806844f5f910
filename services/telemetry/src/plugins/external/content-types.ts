import { Transform, type TransformCallback } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { FastifyError, preParsingHookHandler } from 'fastify';
import fp from 'fastify-plugin';

/** Fastify's own error shape for a refusal, so the errors plugin answers it like any other. */
function refusal(statusCode: number, message: string): FastifyError {
  return Object.assign(new Error(message), { statusCode, code: 'FST_ERR_CTP_ENCODING' }) as FastifyError;
}

const DECODERS = {
  gzip: createGunzip,
  'x-gzip': createGunzip,
  deflate: createInflate,
  br: createBrotliDecompress,
};

/**
 * Counts the compressed bytes as they arrive: Fastify compares that count with Content-Length
 * (`receivedEncodedLength`), while its body limit applies to the decoded bytes it reads from the stream.
 */
class Counter extends Transform {
  receivedEncodedLength = 0;
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.receivedEncodedLength += chunk.length;
    done(null, chunk);
  }
}

/** The charsets a body may declare: JSON is UTF-8 (RFC 8259), and ASCII is a subset of it. */
const CHARSETS = ['utf-8', 'us-ascii'];

/**
 * A body that declares another charset (`utf-16`, `ISO-8859-1` …) is a 415 naming the accepted ones: read as
 * UTF-8 it would be stored garbled, or accepted by luck (docs/requirements/telemetry-service.md#ingest).
 * Without a charset, UTF-8 is assumed.
 */
const refuseCharset: preParsingHookHandler = (request, _reply, payload, done) => {
  const type = request.headers['content-type'] ?? '';
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(type)?.[1]?.toLowerCase();
  if (charset === undefined || CHARSETS.includes(charset)) return done(null, payload);
  done(refusal(415, `charset ${charset} is not supported: send UTF-8 (charset=utf-8, or none)`));
};

/**
 * `Content-Encoding: gzip`, `deflate` or `br` is decoded before parsing, and the route's body limit (64 KiB)
 * applies to the decoded bytes, so a small compressed bomb is a 413 after 64 KiB of output, not a flood of
 * memory. Any other coding is a 415 (docs/requirements/telemetry-service.md#ingest).
 */
const decode: preParsingHookHandler = (request, _reply, payload, done) => {
  const coding = request.headers['content-encoding']?.trim().toLowerCase();
  if (!coding || coding === 'identity') return done(null, payload);
  const decoder = DECODERS[coding as keyof typeof DECODERS];
  if (!decoder) return done(refusal(415, `Content-Encoding ${coding} is not supported (gzip, deflate, br)`));
  const counter = new Counter();
  const decoded = payload.pipe(counter).pipe(decoder());
  const output = Object.defineProperty(decoded, 'receivedEncodedLength', {
    get: () => counter.receivedEncodedLength,
  });
  // A corrupt stream is the client's fault: 400, not 500.
  decoded.once('error', (error) => Object.assign(error, { statusCode: 400 }));
  payload.once('error', (error) => decoded.destroy(error));
  done(null, output);
};

/**
 * `navigator.sendBeacon` with a string body sends `text/plain` (no CORS preflight: docs/requirements/client-telemetry.md#web-vitals), and
 * Fastify's own text parser yields a string, which fails an object schema. So text/plain is
 * parsed as JSON, with the same prototype-poisoning protection as application/json. Anything else: 415.
 */
export default fp(
  async (fastify) => {
    fastify.removeContentTypeParser('text/plain');
    fastify.addContentTypeParser(
      'text/plain',
      { parseAs: 'string' },
      fastify.getDefaultJsonParser('error', 'error'),
    );
    fastify.addHook('preParsing', refuseCharset);
    fastify.addHook('preParsing', decode);
  },
  { name: 'content-types' },
);
