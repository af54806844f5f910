import {
  EMAIL_PATTERN,
  EMAIL_TOKEN_PATTERN,
  FORM_LIMITS,
  PROMOTION_CODE_PATTERN,
  type FieldErrorCode,
} from './constants.ts';

export { UNITS_PER_CHARACTER, unitLimit } from './constants.ts';

/**
 * The form rules the site checks before sending and the platform (its mocks and its stand-in) checks on
 * arrival: one implementation, so a value the form lets through is never refused for a rule the person
 * could not see. Each check returns a `FieldProblem` that says what is wrong with the value, or
 * `undefined`. The phone rule is `phone-rules.ts`: it carries libphonenumber-js, which the site loads only
 * when a form with a phone field is used (docs/decisions/0410-form-rules-in-the-contracts.md).
 */

/** The two country versions whose numbers are written without a country code (docs/requirements/forms.md#validation). */
export type FormCountry = 'nl' | 'gb';

/** A phone number check (`checkPhone` of phone-rules.ts), passed in so this module stays small. */
export type PhoneCheck = (value: string, country: FormCountry) => FieldProblem | undefined;

export type FieldProblem =
  | { readonly code: 'required' }
  /** `count`: the characters there are now, so the message can say by how many to shorten. */
  | { readonly code: 'too_long'; readonly max: number; readonly count: number }
  | { readonly code: 'too_short'; readonly min: number; readonly count: number }
  | { readonly code: 'email_spaces' }
  | { readonly code: 'email_at' }
  | { readonly code: 'email_domain' }
  /** Letters or signs a phone number cannot have. */
  | { readonly code: 'phone_characters' }
  /** A `+` or `00` code no country has. */
  | { readonly code: 'phone_country' }
  | { readonly code: 'phone_short' }
  | { readonly code: 'phone_long' }
  /** The right length, but no number of `country` (`other`: of the country its code names). */
  | { readonly code: 'phone_invalid'; readonly country: FormCountry | 'other' }
  /** Characters a promotion code does not have. */
  | { readonly code: 'characters' }
  | { readonly code: 'choose' }
  /** Well-formed, but the platform cannot reach it (mail domain, number in service). */
  | { readonly code: 'unreachable' }
  /** Refused by the platform for a reason its answer did not name. */
  | { readonly code: 'refused' };

const segmenter =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl
    ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
    : undefined;

/** Characters as a person sees them: grapheme clusters (`👩🏽‍💻` is one), code points where unsupported. */
export function characterCount(text: string): number {
  if (!segmenter) return Array.from(text).length;
  let count = 0;
  for (const _ of segmenter.segment(text)) count += 1;
  return count;
}

/** A required text of `min` to `max` characters, spaces around it not counted. */
export function checkText(value: string, max: number, min = 1): FieldProblem | undefined {
  const text = value.trim();
  if (text === '') return { code: 'required' };
  const count = characterCount(text);
  if (count < min) return { code: 'too_short', min, count };
  if (count > max) return { code: 'too_long', max, count };
  return undefined;
}

/** An optional text of at most `max` characters. */
export function checkOptionalText(value: string, max: number): FieldProblem | undefined {
  return value.trim() === '' ? undefined : checkText(value, max);
}

const EMAIL = new RegExp(EMAIL_PATTERN);

/** The contract's email: one `@`, no spaces, a dotted domain, at most `FORM_LIMITS.email` characters. */
export function checkEmail(value: string): FieldProblem | undefined {
  const text = value.trim();
  if (text === '') return { code: 'required' };
  const count = characterCount(text);
  if (count > FORM_LIMITS.email) return { code: 'too_long', max: FORM_LIMITS.email, count };
  if (/\s/.test(text)) return { code: 'email_spaces' };
  if (!text.includes('@') || text.startsWith('@')) return { code: 'email_at' };
  return EMAIL.test(text) ? undefined : { code: 'email_domain' };
}

const PROMOTION_CODE = new RegExp(PROMOTION_CODE_PATTERN);

/** Optional; letters, digits and dashes, at most `FORM_LIMITS.promotionCode`. */
export function checkPromotionCode(value: string): FieldProblem | undefined {
  const text = value.trim();
  const count = characterCount(text);
  if (count > FORM_LIMITS.promotionCode) return { code: 'too_long', max: FORM_LIMITS.promotionCode, count };
  return PROMOTION_CODE.test(text) ? undefined : { code: 'characters' };
}

/** One of the offered options. */
export function checkChoice(value: string, options: readonly string[]): FieldProblem | undefined {
  return options.includes(value) ? undefined : { code: 'choose' };
}

const TOKEN = new RegExp(EMAIL_TOKEN_PATTERN);

/** Whether an email link's token can be one the platform issued (its shape, not whether it is known). */
export const isEmailToken = (token: string | null | undefined): token is string =>
  typeof token === 'string' && TOKEN.test(token);

/** The code the platform answers for a problem (a 422's `errors[].code`). */
export function fieldErrorCode(problem: FieldProblem): FieldErrorCode {
  switch (problem.code) {
    case 'required':
    case 'too_long':
    case 'too_short':
    case 'unreachable':
      return problem.code;
    case 'choose':
    case 'characters':
      return 'not_allowed';
    default:
      return 'format';
  }
}

/** `[{ field, code }]` of every field with a problem, in the form's order: a 422's `errors`. */
export function fieldErrors(
  problems: Partial<Record<string, FieldProblem | undefined>>,
): { field: string; code: FieldErrorCode }[] {
  return Object.entries(problems).flatMap(([field, problem]) =>
    problem ? [{ field, code: fieldErrorCode(problem) }] : [],
  );
}
