import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { DropReason } from './drops.ts';

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
    fastify.setErrorHandler(async (error: FastifyError, request, reply) => {
      const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
      countDrop(request, status);
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
