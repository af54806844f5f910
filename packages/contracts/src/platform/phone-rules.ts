import { parsePhoneNumberFromString, validatePhoneNumberLength } from 'libphonenumber-js/min';
import type { FieldProblem, FormCountry } from './form-rules.ts';

/** National significant number lengths of the two versions (Ofcom, ACM numbering plans). */
const NATIONAL_DIGITS: Record<FormCountry, { readonly min: number; readonly max: number }> = {
  nl: { min: 9, max: 9 },
  gb: { min: 9, max: 10 },
};

const toFormCountry = (code: string | undefined): FormCountry | 'other' =>
  code === 'NL' ? 'nl' : code === 'GB' || code === 'GG' || code === 'JE' || code === 'IM' ? 'gb' : 'other';

/**
 * A phone number as people write it: `06 12345678`, `(020) 123 4567`, `+31 6 1234 5678`, `0031 6 12345678`,
 * `+31 (0)6 12345678`, `07911 123456`, `+44 7911 123456`. Without a country code it is read as a number of
 * the page's country; with one, any country's valid number passes. libphonenumber-js (min metadata) decides.
 */
export function checkPhone(value: string, country: FormCountry): FieldProblem | undefined {
  const text = value.trim();
  if (text === '') return { code: 'required' };
  if (!/^\+?[\d\s().-]+$/.test(text)) return { code: 'phone_characters' };
  const region = country === 'nl' ? 'NL' : 'GB';
  const length = validatePhoneNumberLength(text, region);
  if (length === 'INVALID_COUNTRY') return { code: 'phone_country' };
  if (length === 'TOO_SHORT') return { code: 'phone_short' };
  if (length === 'TOO_LONG') return { code: 'phone_long' };
  const number = parsePhoneNumberFromString(text, region);
  if (!number) return { code: 'phone_invalid', country };
  const numberCountry = toFormCountry(
    number.country ?? (number.countryCallingCode === '31' ? 'NL' : undefined),
  );
  const digits = number.nationalNumber.length;
  const plan = numberCountry === 'other' ? undefined : NATIONAL_DIGITS[numberCountry];
  if (plan && digits < plan.min) return { code: 'phone_short' };
  if (plan && digits > plan.max) return { code: 'phone_long' };
  // E.164 allows 15 digits; fewer than 8 in all is a service number, not one to call back on.
  if (number.number.length - 1 < 8) return { code: 'phone_short' };
  return number.isValid() ? undefined : { code: 'phone_invalid', country: numberCountry };
}
