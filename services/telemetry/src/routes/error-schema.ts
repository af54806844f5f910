import { Type } from '@sinclair/typebox';

/** Every refusal has this shape (plugins/errors.ts); `field` names what was wrong, e.g. `body/0/value`. */
export const ErrorBody = Type.Object(
  {
    statusCode: Type.Integer(),
    error: Type.String(),
    message: Type.String(),
    field: Type.Optional(Type.String()),
  },
  { $id: 'ErrorBody' },
);

export const errorRef = (description: string) => Type.Ref('ErrorBody', { description });

/** The answers of both beacon routes (`/analytics/vital`, `/log/warn`). */
export const ingestResponses = (maxBodyBytes: number) => ({
  204: Type.Null({ description: 'Accepted: buffered, written within FLUSH_INTERVAL_MS.' }),
  400: errorRef('Bad JSON or a field that breaks the contract; `field` names it.'),
  403: errorRef('A browser origin not in ALLOWED_ORIGINS.'),
  413: errorRef(`Body over ${maxBodyBytes} bytes.`),
  415: errorRef('Neither application/json nor text/plain.'),
  429: errorRef('Over RATE_LIMIT_PER_MINUTE for this client; see Retry-After.'),
  503: errorRef('The write buffer is full; see Retry-After.'),
});
