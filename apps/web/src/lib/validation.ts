import {
  EMAIL_PATTERN,
  FORM_LIMITS,
  PHONE_EXAMPLES,
  PHONE_PATTERN,
  PROMOTION_CODE_PATTERN,
} from '@opstap/contracts';
import type { Country } from '@opstap/routes';
import type { FieldIssue } from './field-issue.ts';

const EMAIL = new RegExp(EMAIL_PATTERN);
const PHONE = new RegExp(PHONE_PATTERN);
const PROMOTION_CODE = new RegExp(PROMOTION_CODE_PATTERN);

/** A required text of at most `max` characters (after trimming: spaces alone are not an answer). */
export function checkText(value: string, max: number, min = 1): FieldIssue | undefined {
  const text = value.trim();
  if (text === '') return { code: 'required' };
  if (text.length < min) return { code: 'too_short', min };
  if (text.length > max) return { code: 'too_long', max };
  return undefined;
}

export function checkEmail(value: string): FieldIssue | undefined {
  const text = value.trim();
  if (text === '') return { code: 'required' };
  if (text.length > FORM_LIMITS.email || !EMAIL.test(text)) return { code: 'email' };
  return undefined;
}

/** Country calling codes and national digit counts (with the leading 0) the two versions check closely. */
const NATIONAL: Record<string, { readonly country: Country; readonly digits: readonly number[] }> = {
  '31': { country: 'nl', digits: [10] },
  '44': { country: 'gb', digits: [10, 11] },
};

/**
 * A phone number written as people do (`06 12345678`, `+31 6 1234 5678`, `07700 900123`). Dutch and UK
 * numbers are checked for their length; other countries' numbers only for E.164's 8–15 digits. The
 * message shows an example in the page's country's format.
 */
export function checkPhone(value: string, country: Country): FieldIssue | undefined {
  const text = value.trim();
  if (text === '') return { code: 'required' };
  const issue: FieldIssue = { code: 'phone', example: PHONE_EXAMPLES[country] };
  if (!PHONE.test(text)) return issue;
  const digits = text.replace(/\D/g, '');
  if (text.startsWith('+')) {
    const known = Object.entries(NATIONAL).find(([prefix]) => digits.startsWith(prefix));
    if (known) {
      const [prefix, rule] = known;
      // +31 6 12345678 is 06 12345678 without its 0; a 0 kept after the code (+31 06…) is a common slip.
      const national = `0${digits.slice(prefix.length).replace(/^0/, '')}`;
      return rule.digits.includes(national.length) ? undefined : issue;
    }
    return digits.length >= 8 && digits.length <= 15 ? undefined : issue;
  }
  const local = Object.values(NATIONAL).find((rule) => rule.country === country);
  return digits.startsWith('0') && local?.digits.includes(digits.length) ? undefined : issue;
}

/** Optional; letters, digits and dashes. */
export function checkPromotionCode(value: string): FieldIssue | undefined {
  const text = value.trim();
  if (text.length > FORM_LIMITS.promotionCode) return { code: 'too_long', max: FORM_LIMITS.promotionCode };
  return PROMOTION_CODE.test(text) ? undefined : { code: 'characters' };
}

/** One of the offered options. */
export function checkChoice<T extends string>(value: string, options: readonly T[]): FieldIssue | undefined {
  return (options as readonly string[]).includes(value) ? undefined : { code: 'choose' };
}
