import type { FieldErrorCode, ProblemCode } from '@opstap/contracts';

/** Field name (as in the request body) → what is wrong with it, from a problem document's `errors`. */
export type ServerFieldErrors = Partial<Record<string, FieldErrorCode>>;

/**
 * Every platform call ends in one of these. Forms branch on `kind`; the lead form's outcomes
 * (docs/requirements/forms.md#employer-lead-form) map onto them one to one.
 */
export type ApiResult<T> =
  | { readonly kind: 'success'; readonly data: T }
  | { readonly kind: 'invalid'; readonly fieldErrors: ServerFieldErrors }
  | { readonly kind: 'captcha_failed' }
  /** `status` 0: no answer (offline, blocked, CORS). `code` from the problem document when there was one. */
  | { readonly kind: 'error'; readonly status: number; readonly code?: ProblemCode };
