import type { FastifyReply, FastifyRequest } from 'fastify';
import type { WriteBuffer } from './write-buffer.ts';
import type { RequestFacts } from './normalise.ts';
import { isBot } from './user-agent.ts';

/**
 * The shared end of both beacon routes: crawlers get 204 and are dropped (FIELD-NOTES), the rest goes
 * into the bounded buffer whole or not at all; a full buffer answers 503 with Retry-After (issue 6).
 * 204 means "in the buffer": shutdown flushes it, so an acknowledged event is never lost.
 */
export function accept<Event, Row, Batch>(
  request: FastifyRequest,
  reply: FastifyReply,
  body: Event | Event[],
  buffer: WriteBuffer<Row, Batch>,
  toRow: (event: Event, facts: RequestFacts) => Row,
): void {
  const events = Array.isArray(body) ? body : [body];
  const { drops, ingest } = request.server;
  const userAgent = request.headers['user-agent'];
  if (isBot(userAgent)) {
    drops.add('bot', events.length);
    reply.code(204).send();
    return;
  }
  const facts: RequestFacts = { receivedAt: new Date(), userAgent, referer: request.headers.referer };
  if (!buffer.offer(events.map((event) => toRow(event, facts)))) {
    drops.add('overloaded');
    reply
      .code(503)
      .header('retry-after', String(ingest.retryAfterSeconds))
      .send({ statusCode: 503, error: 'Service Unavailable', message: 'buffer full, retry later' });
    return;
  }
  reply.code(204).send();
}
