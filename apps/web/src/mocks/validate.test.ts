import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from './validate.ts';

const Body = Type.Object(
  {
    name: Type.String({ minLength: 2, maxLength: 5 }),
    email: Type.String({ format: 'email' }),
    need: Type.Union([Type.Literal('a'), Type.Literal('b')]),
    ratings: Type.Object({ one: Type.Integer({ minimum: 1, maximum: 5 }) }),
    tags: Type.Optional(Type.Array(Type.String(), { maxItems: 1 })),
  },
  { additionalProperties: false },
);
const valid = { name: 'Eva', email: 'eva@example.nl', need: 'a', ratings: { one: 3 } };

describe('the mocks name a wrong body as the platform does', () => {
  it('finds nothing wrong with a valid body', () => {
    expect(fieldErrors(Body, valid)).toEqual([]);
  });

  it('names each missing field "required", and an empty text too', () => {
    expect(fieldErrors(Body, { name: '', need: 'a', ratings: { one: 3 } })).toEqual([
      { field: 'email', code: 'required' },
      { field: 'name', code: 'required' },
    ]);
  });

  it('tells a short text from a long one, and a long list', () => {
    expect(fieldErrors(Body, { ...valid, name: 'E' })).toEqual([{ field: 'name', code: 'too_short' }]);
    expect(fieldErrors(Body, { ...valid, name: 'Evangeline', tags: ['a', 'b'] })).toEqual([
      { field: 'name', code: 'too_long' },
      { field: 'tags', code: 'too_long' },
    ]);
  });

  it('refuses a value outside the list and an unknown field as "not_allowed"', () => {
    expect(fieldErrors(Body, { ...valid, need: 'c', extra: 1 })).toEqual(
      expect.arrayContaining([
        { field: 'need', code: 'not_allowed' },
        { field: 'extra', code: 'not_allowed' },
      ]),
    );
  });

  it('names a nested field by its top-level property, and a bad form "format"', () => {
    expect(fieldErrors(Body, { ...valid, email: 'not an address', ratings: { one: 9 } })).toEqual([
      { field: 'email', code: 'format' },
      { field: 'ratings', code: 'format' },
    ]);
  });
});
