import type { preValidationHookHandler } from 'fastify';
import type { TokenSet } from './token-set.ts';

/**
 * A bearer check as a route hook: the request's `Authorization: Bearer …` must be one of `tokens`
 * (token-set.ts). A `preValidation` hook, so it runs after the per-IP rate limit (an `onRequest` hook):
 * guesses at a token are limited like any other request. 401 says which scheme and which variable; the
 * token is never logged (logger.ts redacts the header).
 */
export function requireBearer(tokens: TokenSet, realm: string): preValidationHookHandler {
  return (request, reply, done) => {
    const match = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '');
    if (match?.[1] && tokens.matches(match[1])) {
      done();
      return;
    }
    reply
      .code(401)
      .header('www-authenticate', `Bearer realm="${realm}"`)
      .send({
        statusCode: 401,
        error: 'Unauthorized',
        message: `a valid bearer token (${tokens.variable}) is required`,
      });
  };
}
