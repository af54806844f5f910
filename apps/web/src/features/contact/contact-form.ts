import { FORM_LIMITS, type ContactRequest, type Session } from '@opstap/contracts';
import type { Country, Language } from '@opstap/routes';
import type { ApiResult } from '../../api/result.ts';
import { issueFromServer, withoutEmpty, type FieldIssues } from '../../lib/field-issue.ts';
import { checkEmail, checkText } from '../../lib/validation.ts';

export interface ContactValues {
  readonly name: string;
  readonly email: string;
  readonly subject: string;
  readonly body: string;
}
export type ContactField = keyof ContactValues;
export const CONTACT_FIELDS = ['name', 'email', 'subject', 'body'] as const satisfies readonly ContactField[];
export const EMPTY_CONTACT: ContactValues = { name: '', email: '', subject: '', body: '' };

export function validateContact(values: ContactValues): FieldIssues<ContactField> {
  const issues = {
    name: checkText(values.name, FORM_LIMITS.name),
    email: checkEmail(values.email),
    subject: checkText(values.subject, FORM_LIMITS.subject),
    body: checkText(values.body, FORM_LIMITS.body, FORM_LIMITS.bodyMin),
  };
  return withoutEmpty(issues);
}

/**
 * A logged-in visitor's name and email fill the empty fields (docs/requirements/forms.md#contact-form: added
 * automatically).
 */
export function prefillFromSession(values: ContactValues, session: Session | undefined): ContactValues {
  if (!session?.authenticated) return values;
  return {
    ...values,
    name: values.name || session.user.name,
    email: values.email || session.user.email,
  };
}

/** The request body; a logged-in visitor's platform id is attached so support sees their account. */
export function toContactRequest(
  values: ContactValues,
  session: Session | undefined,
  page: { readonly language: Language; readonly country: Country },
): ContactRequest {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    subject: values.subject.trim(),
    body: values.body.trim(),
    ...(session?.authenticated ? { userId: session.user.id } : {}),
    language: page.language,
    country: page.country,
  };
}

export type ContactOutcome =
  | { readonly status: 'sent' }
  | { readonly status: 'invalid'; readonly fieldErrors: FieldIssues<ContactField> }
  | { readonly status: 'error' };

const RULES = {
  name: { kind: 'text', max: FORM_LIMITS.name },
  email: { kind: 'email' },
  subject: { kind: 'text', max: FORM_LIMITS.subject },
  body: { kind: 'text', max: FORM_LIMITS.body, min: FORM_LIMITS.bodyMin },
} as const;

/** form → thank-you (docs/requirements/forms.md#contact-form), or the form again with what to fix. */
export function contactOutcome(result: ApiResult<unknown>): ContactOutcome {
  if (result.kind === 'success') return { status: 'sent' };
  if (result.kind !== 'invalid') return { status: 'error' };
  const fieldErrors: FieldIssues<ContactField> = {};
  for (const field of CONTACT_FIELDS) {
    const code = result.fieldErrors[field];
    if (code) fieldErrors[field] = issueFromServer(code, RULES[field]);
  }
  return { status: 'invalid', fieldErrors };
}
