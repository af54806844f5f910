import { Type, type Static } from 'typebox';
import { LiteralUnion } from '../literal-union.ts';
import { PROBLEM_CODES, FIELD_ERROR_CODES } from './constants.ts';

export const FieldError = Type.Object({
  field: Type.String({ description: 'The request field, as named in the request body.' }),
  code: LiteralUnion(FIELD_ERROR_CODES),
});
export type FieldError = Static<typeof FieldError>;

export const Problem = Type.Object({
  type: Type.String({ description: 'A URI naming the problem type.' }),
  title: Type.String(),
  status: Type.Integer({ minimum: 400, maximum: 599 }),
  code: LiteralUnion(PROBLEM_CODES),
  detail: Type.Optional(Type.String()),
  errors: Type.Optional(Type.Array(FieldError)),
});
export type Problem = Static<typeof Problem>;
