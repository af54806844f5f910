/**
 * A warning's class: the message with what changes per build or per occurrence replaced by `*`, so one
 * failure is one group (docs/requirements/telemetry-service.md#ingest): "Loading chunk 12 failed" and
 * "Loading chunk employers.3fa9c1d2 failed" are both "Loading chunk * failed". URLs keep origin and path
 * (with their hashes starred). The raw message is stored beside it.
 */
const URL_QUERY = /(https?:\/\/[^\s?#]*)[?#]\S*/g;
const CHUNK_ID = /\b(chunk) (?!\*)[^\s)]+/gi;
// A build hash: 6+ hex characters with at least one digit, or 8+ base64url characters mixing digits and letters.
const HEX_HASH = /\b(?=[0-9a-f]*\d)[0-9a-f]{6,}\b/gi;
const MIXED_HASH = /\b(?=[\w-]*\d)(?=[\w-]*[A-Za-z])[\w-]{8,}\b/g;
const NUMBER = /\d+(?:\.\d+)*/g;
const STARS = /\*(?:[.\-_]\*)+/g;

export function messageClass(message: string): string {
  return message
    .replace(URL_QUERY, '$1')
    .replace(CHUNK_ID, '$1 *')
    .replace(HEX_HASH, '*')
    .replace(MIXED_HASH, '*')
    .replace(NUMBER, '*')
    .replace(STARS, '*')
    .trim();
}
