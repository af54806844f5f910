import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Lane } from '../../plugins/ingest.ts';
import type { RequestFacts } from '../../ingest/normalise.ts';
import { encodeRecord } from '../../ingest/spool-record.ts';
import type { Collector } from '../../ingest/write-buffer.ts';
import { isBot } from '../../ingest/user-agent.ts';

function unavailable(request: FastifyRequest, reply: FastifyReply, message: string): void {
  reply
    .code(503)
    .header('retry-after', String(request.server.ingest.retryAfterSeconds))
    .send({ statusCode: 503, error: 'Service Unavailable', message });
}

/**
 * The shared end of both beacon routes: crawlers get 204 and are dropped
 * (docs/requirements/telemetry-service.md#ingest); the rest is normalised (a refusal leaves nothing
 * behind), written to the spool, and answered 204 only once the spool's group commit has it on disk
 * (docs/decisions/0110-ingest-spool.md). A lane with a byte budget (warnings) answers 429 with
 * Retry-After past it, keeping nothing. A full or failing spool answers 503 with Retry-After, and
 * nothing of that beacon is kept.
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
  const rows = lane.toRows(events, facts);
  const record = encodeRecord(facts, events);
  // Counted in the bytes the spool and then the store would keep, only for beacons that would be kept.
  const wait = lane.budget?.(request.ip, record.length, facts.receivedAt.getTime());
  if (wait) {
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
  const appended = lane.spool.append(record);
  if (!appended) {
    drops.add('overloaded');
    unavailable(request, reply, 'spool full, retry later');
    return;
  }
  lane.identify(rows, appended.start);
  appended.durable.then(
    () => {
      lane.buffer.offer(rows, appended.end);
      onRows?.(rows);
      reply.code(204).send();
    },
    (error: unknown) => {
      drops.add('spoolFailed');
      request.log.error({ err: error }, 'spool write failed');
      unavailable(request, reply, 'could not store the event, retry later');
    },
  );
}
