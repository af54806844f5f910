import { PHONE_PATTERN } from '@opstap/contracts';
import type { PhoneCheck } from '@opstap/contracts/form-rules';
import { within } from '../../lib/within.ts';

/** Our own chunk; if it has not come by then, the form checks the characters only and the platform the rest. */
const LOAD_TIMEOUT_MS = 10_000;
const PHONE = new RegExp(PHONE_PATTERN);

/** Until the full rule has loaded: the characters only (the platform applies the full rule on arrival). */
const lenient: PhoneCheck = (value) => {
  const text = value.trim();
  if (text === '') return { code: 'required' };
  return PHONE.test(text) ? undefined : { code: 'phone_characters' };
};

let current: PhoneCheck = lenient;
let loading: Promise<void> | undefined;

/**
 * Loads the contract's phone rule (libphonenumber-js, ~25 kB gzip) when the lead form is first used, not
 * with the employers page: the first visit stays within its JS budget (docs/decisions/0410-form-rules-in-the-contracts.md).
 */
export function loadPhoneCheck(): Promise<void> {
  loading ??= within(
    import('@opstap/contracts/phone-rules'),
    LOAD_TIMEOUT_MS,
    () => new Error('The phone rule did not load in time'),
  ).then(
    (rules) => void (current = rules.checkPhone),
    () => {
      loading = undefined; // the next use tries again
    },
  );
  return loading;
}

/** The phone rule as far as it has loaded. */
export const checkPhone: PhoneCheck = (value, country) => current(value, country);
