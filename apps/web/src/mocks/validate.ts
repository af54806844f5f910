import type { FieldError, FieldErrorCode } from '@opstap/contracts';
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';

/** What the platform calls a failed check, by the JSON Schema keyword that failed. */
function codeFor(keyword: string, value: unknown): FieldErrorCode {
  switch (keyword) {
    case 'required':
      return 'required';
    case 'maxLength':
    case 'maxItems':
      return 'too_long';
    case 'minLength':
      // The platform calls an empty required text "required", a short one "too_short".
      return value === '' ? 'required' : 'too_short';
    // `boolean`: `additionalProperties: false` fails an unknown property as the schema `false`.
    case 'anyOf':
    case 'const':
    case 'additionalProperties':
    case 'boolean':
      return 'not_allowed';
    default:
      return 'format';
  }
}

/**
 * Checks a request body against its contract the way the platform does, so the mocks answer a wrong body
 * with the same 422 problem the real API would: one error per field, named as in the body.
 */
export function fieldErrors(schema: TSchema, body: unknown): FieldError[] {
  const byField = new Map<string, FieldErrorCode>();
  const add = (field: string, code: FieldErrorCode) => {
    if (field && !byField.has(field)) byField.set(field, code);
  };
  for (const error of Value.Errors(schema, body)) {
    // `/email` → `email`; `/ratings/discovering-jobs` → `ratings`. A missing or unknown property is reported
    // at its object, and named in the error's params.
    const [field = ''] = error.instancePath.split('/').filter(Boolean);
    const params = error.params as { requiredProperties?: string[]; additionalProperties?: string[] };
    const named = field ? [] : (params.requiredProperties ?? params.additionalProperties ?? []);
    if (named.length > 0) for (const name of named) add(name, codeFor(error.keyword, undefined));
    else add(field, codeFor(error.keyword, Value.Pointer.Get(body, error.instancePath)));
  }
  return [...byField].map(([field, code]) => ({ field, code }));
}
