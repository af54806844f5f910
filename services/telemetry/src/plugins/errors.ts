import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { DropReason } from './drops.ts';
import { QueryTooCostly } from '../store/query-cost.ts';

/** A 400 a handler raises after the schema passed (e.g. `from` after `to`), naming the field. */
export class BadRequest extends Error {
  readonly statusCode = 400;
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(`${field} ${message}`);
  }
}

/**
 * A 503 a handler raises when the service is short of what the request needs (an export slot, memory),
 * with the seconds to wait; the message says what to do meanwhile.
 */
export class Unavailable extends Error {
  readonly statusCode = 503;
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

/** How long to wait before asking a query that ran out of time or memory again. */
const COSTLY_RETRY_AFTER_SECONDS = 30;

/**
 * A store's QueryTooCostly as HTTP (docs/requirements/telemetry-service.md#query-cost): too many rows is the
 * question's fault (400, narrow it); time and memory depend on what else runs (503, try again later).
 */
function costlyAsHttp(error: QueryTooCostly): BadRequest | Unavailable {
  if (error.bound !== 'rows') return new Unavailable(error.message, COSTLY_RETRY_AFTER_SECONDS);
  return Object.assign(new BadRequest('querystring', ''), { message: error.message });
}

type ValidationError = NonNullable<FastifyError['validation']>[number];

/**
 * The field a validation error is about, as `body/0/value` or `querystring/metric`. A beacon body is
 * "one object or an array" (anyOf), so Ajv also reports the branch the body did not take ("must be
 * array" at the root); those are skipped so the answer names the field that is really wrong.
 */
function describe(errors: readonly ValidationError[], context: string): { field: string; message: string } {
  const relevant = errors.filter(
    (e) => e.keyword !== 'anyOf' && !(e.keyword === 'type' && e.instancePath === '' && context === 'body'),
  );
  const error = relevant[0];
  if (!error) return { field: context, message: `${context} must be one event object or an array of them` };
  const params = error.params as {
    missingProperty?: string;
    additionalProperty?: string;
    allowedValues?: unknown[];
  };
  const property = params.missingProperty ?? params.additionalProperty;
  const field = `${context}${error.instancePath}${property ? `/${property}` : ''}`;
  const detail = params.additionalProperty
    ? 'is not a known field'
    : params.missingProperty
      ? 'is required'
      : params.allowedValues
        ? `must be one of: ${params.allowedValues.join(', ')}`
        : error.message;
  return { field, message: `${field} ${detail}` };
}

const DROPS: Partial<Record<number, DropReason>> = {
  400: 'invalid',
  413: 'tooLarge',
  415: 'unsupportedMediaType',
};

function countDrop(request: FastifyRequest, status: number): void {
  const reason = DROPS[status];
  if (reason && request.routeOptions.config.ingest) request.server.drops.add(reason);
}

/**
 * One error shape for every refusal: `{ statusCode, error, message, field? }`. Client errors are logged
 * at debug (a bad beacon is the client's problem and would flood the log); server errors at error.
 */
export default fp(
  async (fastify) => {
    fastify.setErrorHandler(async (thrown: FastifyError, request, reply) => {
      const error =
        thrown instanceof QueryTooCostly ? (costlyAsHttp(thrown) as unknown as FastifyError) : thrown;
      const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
      countDrop(request, status);
      if (error instanceof Unavailable) {
        // Only the token holders' queries and exports raise it: a line each, for the operator.
        request.log.warn({ err: error }, 'request refused for want of capacity');
        return reply
          .code(503)
          .header('retry-after', String(error.retryAfterSeconds))
          .send({ statusCode: 503, error: STATUS_CODES[503], message: error.message });
      }
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply
          .code(status)
          .send({ statusCode: status, error: STATUS_CODES[status], message: 'internal error' });
      }
      request.log.debug({ err: error }, 'request refused');
      const body: Record<string, unknown> = {
        statusCode: status,
        error: STATUS_CODES[status],
        message: error.message,
      };
      if (error instanceof BadRequest) body.field = error.field;
      else if (error.validation)
        Object.assign(body, describe(error.validation, error.validationContext ?? 'body'));
      else if (status === 400 && request.routeOptions.config.ingest) body.field = 'body';
      return reply.code(status).send(body);
    });
  },
  { name: 'errors', dependencies: ['drops'] },
);
