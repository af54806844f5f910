import {
  FORM_LIMITS,
  HIRING_NEEDS,
  PHONE_EXAMPLES,
  type EmployerLeadRequest,
  type HiringNeed,
} from '@opstap/contracts';
import type { Country, Language } from '@opstap/routes';
import type { ApiResult } from '../../api/result.ts';
import { issueFromServer, withoutEmpty, type FieldIssues } from '../../lib/field-issue.ts';
import { checkChoice, checkEmail, checkPhone, checkPromotionCode, checkText } from '../../lib/validation.ts';

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

/** The form's own checks, before anything is sent; the phone example follows the page's country. */
export function validateLead(values: LeadValues, country: Country): FieldIssues<LeadField> {
  const issues = {
    name: checkText(values.name, FORM_LIMITS.name),
    role: checkText(values.role, FORM_LIMITS.role),
    email: checkEmail(values.email),
    hiringNeed: checkChoice(values.hiringNeed, HIRING_NEEDS),
    phone: checkPhone(values.phone, country),
    promotionCode: checkPromotionCode(values.promotionCode),
  };
  return withoutEmpty(issues);
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

const RULES = {
  name: { kind: 'text', max: FORM_LIMITS.name },
  role: { kind: 'text', max: FORM_LIMITS.role },
  email: { kind: 'email' },
  hiringNeed: { kind: 'choice' },
  phone: { kind: 'phone' },
  promotionCode: { kind: 'code', max: FORM_LIMITS.promotionCode },
} as const;

/** Maps the platform's answer to the outcome the form shows. */
export function leadOutcome(result: ApiResult<unknown>, country: Country): LeadOutcome {
  switch (result.kind) {
    case 'success':
      return { status: 'success' };
    case 'captcha_failed':
      return { status: 'captcha_failed' };
    case 'invalid': {
      const fieldErrors: FieldIssues<LeadField> = {};
      for (const field of LEAD_FIELDS) {
        const code = result.fieldErrors[field];
        if (code)
          fieldErrors[field] = issueFromServer(code, { ...RULES[field], example: PHONE_EXAMPLES[country] });
      }
      return { status: 'invalid', fieldErrors };
    }
    default:
      return { status: 'error' };
  }
}
