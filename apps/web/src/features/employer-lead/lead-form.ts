import type { EmployerLeadRequest, HiringNeed } from '@opstap/contracts';
import { checkLead } from '@opstap/contracts/form-rules';
import type { Country, Language } from '@opstap/routes';
import type { ApiResult } from '../../api/result.ts';
import { issuesFromServer, type FieldIssues } from '../../lib/field-issue.ts';
import { checkPhone } from './phone-check.ts';

/**
 * The lead form's fields as typed (docs/requirements/forms.md#employer-lead-form); nothing is lost when a
 * submission fails.
 */
export interface LeadValues {
  readonly name: string;
  readonly role: string;
  readonly email: string;
  readonly hiringNeed: HiringNeed | '';
  readonly phone: string;
  readonly promotionCode: string;
}
export type LeadField = keyof LeadValues;

export const LEAD_FIELDS = [
  'name',
  'role',
  'email',
  'hiringNeed',
  'phone',
  'promotionCode',
] as const satisfies readonly LeadField[];

export const EMPTY_LEAD: LeadValues = {
  name: '',
  role: '',
  email: '',
  hiringNeed: '',
  phone: '',
  promotionCode: '',
};

/** Where people write when the form cannot take their message (the captcha outcome's `{email}`). */
export const EMPLOYER_SUPPORT_EMAIL: Record<Country, string> = {
  nl: 'werkgevers@opstap.nl',
  gb: 'employers@opstap.co.uk',
};

/**
 * The form's own checks, before anything is sent: the platform's rules (`@opstap/contracts/form-rules`); a
 * phone number without a country code is read as one of the page's country. The phone rule is loaded
 * when the form is first used (`loadPhoneCheck`); the form waits for it before it checks.
 */
export function validateLead(values: LeadValues, country: Country): FieldIssues<LeadField> {
  return checkLead(values, country, checkPhone);
}

/** The request body: trimmed values, the promotion code only when given. */
export function toLeadRequest(
  values: LeadValues,
  captchaToken: string,
  page: { readonly language: Language; readonly country: Country },
): EmployerLeadRequest {
  const promotionCode = values.promotionCode.trim();
  return {
    name: values.name.trim(),
    role: values.role.trim(),
    email: values.email.trim(),
    hiringNeed: values.hiringNeed as HiringNeed,
    phone: values.phone.trim(),
    ...(promotionCode ? { promotionCode } : {}),
    captchaToken,
    language: page.language,
    country: page.country,
  };
}

/**
 * The four outcomes (docs/requirements/forms.md#texts), with the fields to point at when the platform refused
 * some.
 */
export type LeadOutcome =
  | { readonly status: 'success' }
  | { readonly status: 'invalid'; readonly fieldErrors: FieldIssues<LeadField> }
  | { readonly status: 'error' }
  | { readonly status: 'captcha_failed' };

/** Maps the platform's answer to the outcome the form shows; `values` are what was sent. */
export function leadOutcome(result: ApiResult<unknown>, values: LeadValues, country: Country): LeadOutcome {
  switch (result.kind) {
    case 'success':
      return { status: 'success' };
    case 'captcha_failed':
      return { status: 'captcha_failed' };
    case 'invalid':
      return {
        status: 'invalid',
        fieldErrors: issuesFromServer(LEAD_FIELDS, result.fieldErrors, validateLead(values, country)),
      };
    default:
      return { status: 'error' };
  }
}
