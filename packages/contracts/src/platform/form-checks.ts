import { FORM_LIMITS, HIRING_NEEDS, NPS_REASON_MAX } from './constants.ts';
import {
  checkChoice,
  checkEmail,
  checkOptionalText,
  checkPromotionCode,
  checkText,
  type FieldProblem,
  type FormCountry,
  type PhoneCheck,
} from './form-rules.ts';

/** Field → its problem; only fields with one are present. */
export type FieldProblems<F extends string> = Partial<Record<F, FieldProblem>>;

function present<F extends string>(problems: Record<F, FieldProblem | undefined>): FieldProblems<F> {
  return Object.fromEntries(
    Object.entries(problems).filter(([, problem]) => problem !== undefined),
  ) as FieldProblems<F>;
}

/** The employer lead form's fields as typed (docs/requirements/forms.md#employer-lead-form). */
export interface LeadFields {
  readonly name: string;
  readonly role: string;
  readonly email: string;
  readonly hiringNeed: string;
  readonly phone: string;
  readonly promotionCode: string;
}

/**
 * The lead form's rules; the phone is read as a number of the page's `country` when it has no code.
 * `checkPhone` is phone-rules.ts's, passed in: the site loads it apart (it carries libphonenumber-js).
 */
export function checkLead(
  values: LeadFields,
  country: FormCountry,
  checkPhone: PhoneCheck,
): FieldProblems<keyof LeadFields> {
  return present({
    name: checkText(values.name, FORM_LIMITS.name),
    role: checkText(values.role, FORM_LIMITS.role),
    email: checkEmail(values.email),
    hiringNeed: checkChoice(values.hiringNeed, HIRING_NEEDS),
    phone: checkPhone(values.phone, country),
    promotionCode: checkPromotionCode(values.promotionCode),
  });
}

/** The contact form's fields (docs/requirements/forms.md#contact-form). */
export interface ContactFields {
  readonly name: string;
  readonly email: string;
  readonly subject: string;
  readonly body: string;
}

export function checkContact(values: ContactFields): FieldProblems<keyof ContactFields> {
  return present({
    name: checkText(values.name, FORM_LIMITS.name),
    email: checkEmail(values.email),
    subject: checkText(values.subject, FORM_LIMITS.subject),
    body: checkText(values.body, FORM_LIMITS.body, FORM_LIMITS.bodyMin),
  });
}

/** The NPS survey's optional reason (docs/requirements/forms.md#nps-survey). */
export function checkNpsReason(reason: string): FieldProblems<'reason'> {
  return present({ reason: checkOptionalText(reason, NPS_REASON_MAX) });
}
