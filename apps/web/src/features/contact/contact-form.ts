import type { ContactRequest, Session } from '@opstap/contracts';
import { checkContact } from '@opstap/contracts/form-rules';
import type { Country, Language } from '@opstap/routes';
import type { ApiResult } from '../../api/result.ts';
import { issuesFromServer, type FieldIssues } from '../../lib/field-issue.ts';

export interface ContactValues {
  readonly name: string;
  readonly email: string;
  readonly subject: string;
  readonly body: string;
}
export type ContactField = keyof ContactValues;
export const CONTACT_FIELDS = ['name', 'email', 'subject', 'body'] as const satisfies readonly ContactField[];
export const EMPTY_CONTACT: ContactValues = { name: '', email: '', subject: '', body: '' };

/** The platform's rules for a contact message (`@opstap/contracts/form-rules`). */
export function validateContact(values: ContactValues): FieldIssues<ContactField> {
  return checkContact(values);
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

/** form → thank-you (docs/requirements/forms.md#contact-form), or the form again with what to fix. */
export function contactOutcome(result: ApiResult<unknown>, values: ContactValues): ContactOutcome {
  if (result.kind === 'success') return { status: 'sent' };
  if (result.kind !== 'invalid') return { status: 'error' };
  return {
    status: 'invalid',
    fieldErrors: issuesFromServer(CONTACT_FIELDS, result.fieldErrors, validateContact(values)),
  };
}
