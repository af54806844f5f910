import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RequestFacts } from '../../ingest/normalise.ts';
import { isBot } from '../../ingest/user-agent.ts';
import type { Collector, WriteBuffer } from '../../ingest/write-buffer.ts';

/**
 * The shared end of both beacon routes: crawlers get 204 and are dropped, the rest goes into the
 * bounded buffer whole or not at all; a full buffer answers 503 with Retry-After
 * (docs/requirements/telemetry-service.md#ingest). 204 means "in the buffer": shutdown flushes it, so
 * an acknowledged event is never lost (docs/requirements/telemetry-service.md#durability).
 */
export function accept<Event, Row, Batch extends Collector<Row>>(
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
