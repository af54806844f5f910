import type { FastifyReply, FastifyRequest } from 'fastify';
import { InvalidEvent } from '../../ingest/invalid-event.ts';
import type { RequestFacts } from '../../ingest/normalise.ts';
import type { Acceptance, Lane } from '../../ingest/pipeline.ts';
import { isBot } from '../../ingest/user-agent.ts';
import type { Collector } from '../../ingest/write-buffer.ts';
import { BadRequest } from '../../plugins/errors.ts';

function unavailable(request: FastifyRequest, reply: FastifyReply, message: string): void {
  reply
    .code(503)
    .header('retry-after', String(request.server.ingest.retryAfterSeconds))
    .send({ statusCode: 503, error: 'Service Unavailable', message });
}

/**
 * The HTTP end of both beacon routes: crawlers get 204 and are dropped
 * (docs/requirements/telemetry-service.md#ingest); the rest goes to the lane, and its outcome becomes
 * the answer: a refused event 400 (nothing kept), a spent byte budget 429 with Retry-After, a full or
 * failing spool 503 with Retry-After, and 204 only once the spool's group commit has the beacon on disk
 * (docs/decisions/0110-ingest-spool.md).
 */
export function accept<Event, Row, Batch extends Collector<Row>>(
  request: FastifyRequest,
  reply: FastifyReply,
  body: Event | Event[],
  lane: Lane<Event, Row, Batch>,
  /** Sees the rows of an accepted beacon once (not on replay). */
  onRows?: (rows: readonly Row[]) => void,
): void {
  const events = Array.isArray(body) ? body : [body];
  const { drops } = request.server;
  const userAgent = request.headers['user-agent'];
  if (isBot(userAgent)) {
    drops.add('bot', events.length);
    reply.code(204).send();
    return;
  }
  const facts: RequestFacts = { receivedAt: new Date(), userAgent, referer: request.headers.referer };
  let accepted: Acceptance<Row>;
  try {
    accepted = lane.accept(events, facts, request.ip);
  } catch (error) {
    throw error instanceof InvalidEvent ? new BadRequest(error.field, error.reason) : error;
  }
  switch (accepted.outcome) {
    case 'overBudget': {
      const wait = accepted.retryAfterSeconds;
      drops.add('overBudget');
      reply
        .code(429)
        .header('retry-after', String(wait))
        .send({
          statusCode: 429,
          error: 'Too Many Requests',
          message: `Warning byte budget exceeded, retry in ${wait} seconds`,
        });
      return;
    }
    case 'spoolFull':
      drops.add('overloaded');
      unavailable(request, reply, 'spool full, retry later');
      return;
    case 'spooled':
      accepted.durable.then(
        () => {
          onRows?.(accepted.rows);
          request.server.metrics.accepted(
            (lane as unknown) === request.server.ingest.vitals ? 'vital' : 'warn',
            events.length,
          );
          reply.code(204).send();
        },
        (error: unknown) => {
          drops.add('spoolFailed');
          // Counted, not a line each: on a full disk every beacon fails (plugins/log-tally.ts).
          const { code, message } = error as NodeJS.ErrnoException;
          request.server.tally.add('spoolWriteFailed', code ?? message.slice(0, 120));
          unavailable(request, reply, 'could not store the event, retry later');
        },
      );
  }
}
