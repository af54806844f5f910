import { Type, type TLiteral, type TSchemaOptions, type TUnion } from 'typebox';

/**
 * The schema of one of a constant list's strings (`anyOf` of `const`s), typed as the union of its values.
 * `Type.Union(values.map(Type.Literal))` gives the same schema, but TypeBox 1 types a union by the tuple of
 * its members, and a mapped array is no tuple: its static type would be `never`.
 */
export function LiteralUnion<const Values extends readonly string[]>(
  values: Values,
  options?: TSchemaOptions,
): TUnion<{ -readonly [K in keyof Values]: TLiteral<Values[K]> }> {
  return Type.Union(
    values.map((value) => Type.Literal(value)),
    options,
  ) as TUnion<{ -readonly [K in keyof Values]: TLiteral<Values[K]> }>;
}
