import type { FieldError, Problem, ProblemCode } from '@opstap/contracts';
import { HttpResponse } from 'msw';

const TITLES: Record<ProblemCode, string> = {
  invalid: 'Your request contains invalid fields.',
  captcha_failed: 'The captcha could not be verified.',
  unknown_token: 'This link is not valid (any more).',
  rate_limited: 'Too many requests.',
  server_error: 'Internal server error.',
};

/** An RFC 9457 answer like the platform's: `application/problem+json`, a `code`, per-field `errors`. */
export function problem(status: number, code: ProblemCode, errors?: FieldError[]) {
  const body: Problem = {
    type: `https://api.opstap.nl/problems/${code.replace('_', '-')}`,
    title: TITLES[code],
    status,
    code,
    ...(errors ? { errors } : {}),
  };
  return HttpResponse.json(body, { status, headers: { 'Content-Type': 'application/problem+json' } });
}
