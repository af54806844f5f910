import { createHash, timingSafeEqual } from 'node:crypto';
import type { preValidationHookHandler } from 'fastify';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * The analysts' bearer token (ANALYTICS_TOKEN), as a hook for the query routes (index.ts). Digests are
 * compared in constant time, so neither the token's content nor its length leaks through response
 * timing. 401 says which scheme to use. A `preValidation` hook, so it runs after the per-IP rate limit
 * (an `onRequest` hook): guesses at the token are limited like any other request.
 */
export function requireToken(token: string): preValidationHookHandler {
  const expected = digest(token);
  return (request, reply, done) => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer (\S+)$/i.exec(header);
    if (match?.[1] && timingSafeEqual(digest(match[1]), expected)) {
      done();
      return;
    }
    reply.code(401).header('www-authenticate', 'Bearer realm="opstap-analytics"').send({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'a valid bearer token (ANALYTICS_TOKEN) is required',
    });
  };
}
