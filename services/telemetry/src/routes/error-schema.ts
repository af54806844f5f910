import { Type } from 'typebox';

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
