import type { LoggerOptions } from 'pino';

/**
 * pino, JSON lines. No IP address is logged (the request serializer leaves it out) and secrets are
 * redacted; bodies are never logged by Fastify, and the warn route logs only the cleaned message.
 */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization', 'headers.cookie'],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: { method: string; url: string; routeOptions?: { url?: string } }) => ({
        method: request.method,
        url: request.url,
        route: request.routeOptions?.url,
      }),
    },
  };
}
