import { createHash, timingSafeEqual } from 'node:crypto';
import type { onRequestAsyncHookHandler } from 'fastify';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * The analysts' bearer token (ANALYTICS_TOKEN). Digests are compared in constant time, so neither the
 * token's content nor its length leaks through response timing. 401 says which scheme to use.
 */
export function requireToken(token: string): onRequestAsyncHookHandler {
  const expected = digest(token);
  return async (request, reply) => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer (\S+)$/i.exec(header);
    if (match?.[1] && timingSafeEqual(digest(match[1]), expected)) return;
    return reply.code(401).header('www-authenticate', 'Bearer realm="opstap-analytics"').send({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'a valid bearer token (ANALYTICS_TOKEN) is required',
    });
  };
}
