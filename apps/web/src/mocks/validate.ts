import type { FieldError, FieldErrorCode } from '@opstap/contracts';
import type { TSchema } from '@sinclair/typebox';
import { Value, ValueErrorType } from '@sinclair/typebox/value';

function codeFor(type: ValueErrorType, value: unknown): FieldErrorCode {
  switch (type) {
    case ValueErrorType.ObjectRequiredProperty:
      return 'required';
    case ValueErrorType.StringMaxLength:
    case ValueErrorType.ArrayMaxItems:
      return 'too_long';
    case ValueErrorType.StringMinLength:
      // The platform calls an empty required text "required", a short one "too_short".
      return value === '' ? 'required' : 'too_short';
    case ValueErrorType.Union:
    case ValueErrorType.Literal:
    case ValueErrorType.ObjectAdditionalProperties:
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
  for (const error of Value.Errors(schema, body)) {
    // `/email` → `email`; `/ratings/discovering-jobs` → `ratings`; a missing property is named by the schema.
    const segments = error.path.split('/').filter(Boolean);
    const field = segments[0] ?? '';
    if (field && !byField.has(field)) byField.set(field, codeFor(error.type, error.value));
  }
  return [...byField].map(([field, code]) => ({ field, code }));
}
