import { Type, type Static } from '@sinclair/typebox';

/**
 * Every error answer of the platform APIs is an RFC 9457 problem document. `code` is what the site
 * branches on; `errors` names each invalid field so the form can show the message beside it.
 */
export const PROBLEM_CODES = [
  'invalid',
  'captcha_failed',
  'unknown_token',
  'rate_limited',
  'server_error',
] as const;
export type ProblemCode = (typeof PROBLEM_CODES)[number];

export const FIELD_ERROR_CODES = ['required', 'too_long', 'too_short', 'format', 'not_allowed'] as const;
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];

export const FieldError = Type.Object({
  field: Type.String({ description: 'The request field, as named in the request body.' }),
  code: Type.Union(FIELD_ERROR_CODES.map((code) => Type.Literal(code))),
});
export type FieldError = Static<typeof FieldError>;

export const Problem = Type.Object({
  type: Type.String({ description: 'A URI naming the problem type.' }),
  title: Type.String(),
  status: Type.Integer({ minimum: 400, maximum: 599 }),
  code: Type.Union(PROBLEM_CODES.map((code) => Type.Literal(code))),
  detail: Type.Optional(Type.String()),
  errors: Type.Optional(Type.Array(FieldError)),
});
export type Problem = Static<typeof Problem>;
