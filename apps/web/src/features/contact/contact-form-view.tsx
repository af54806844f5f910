import { Trans, useLingui } from '@lingui/react/macro';
import type { Country, Language } from '@opstap/routes';
import { useRef, useState, type FormEvent } from 'react';
import { useSession } from '../../api/get-session.ts';
import { sendContactMessage } from '../../api/send-contact-message.ts';
import { TextAreaField, TextField } from '../../components/form/field.tsx';
import { focusFirstInvalid } from '../../components/form/focus-first-invalid.ts';
import { FormStatus } from '../../components/form/form-status.tsx';
import type { FieldIssues } from '../../lib/field-issue.ts';
import {
  contactOutcome,
  EMPTY_CONTACT,
  prefillFromSession,
  toContactRequest,
  validateContact,
  type ContactField,
  type ContactValues,
} from './contact-form.ts';

/**
 * The contact form (docs/requirements/forms.md#contact-form): form → thank-you; a logged-in visitor's details
 * go along.
 */
export function ContactFormView({ language, country }: { language: Language; country: Country }) {
  const { t } = useLingui();
  const form = useRef<HTMLFormElement>(null);
  // The session is fetched when this screen opens, never at boot.
  const session = useSession();
  const known = session.kind === 'success' ? session.data : undefined;
  const userName = known?.authenticated ? known.user.name : '';
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [issues, setIssues] = useState<FieldIssues<ContactField>>({});
  const [state, setState] = useState<'form' | 'sending' | 'sent' | 'invalid' | 'error'>('form');

  // When the session arrives, fill the empty fields once (state adjusted during render, React's pattern
  // for deriving from a changed input; an effect would render twice).
  const [prefilledFrom, setPrefilledFrom] = useState(known);
  if (known !== prefilledFrom) {
    setPrefilledFrom(known);
    setValues((current) => prefillFromSession(current, known));
  }

  const set = (field: ContactField) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setIssues((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (state === 'sending') return;
    const found = validateContact(values);
    setIssues(found);
    if (Object.keys(found).length > 0) {
      setState('invalid');
      requestAnimationFrame(() => focusFirstInvalid(form.current));
      return;
    }
    setState('sending');
    const outcome = contactOutcome(
      await sendContactMessage(toContactRequest(values, known, { language, country })),
    );
    setState(outcome.status);
    if (outcome.status === 'invalid') {
      setIssues(outcome.fieldErrors);
      requestAnimationFrame(() => focusFirstInvalid(form.current));
    }
  };

  const status =
    state === 'sent' ? (
      <Trans>Thank you for your message! We will get back to you within two working days.</Trans>
    ) : state === 'invalid' ? (
      <Trans>Not all fields entered are valid. Please check and try again.</Trans>
    ) : state === 'error' ? (
      <Trans>Something went wrong while sending your message. Please try again.</Trans>
    ) : null;

  return (
    <div className="contact-form">
      {state === 'sent' ? null : (
        <form ref={form} className="form" noValidate onSubmit={submit} aria-busy={state === 'sending'}>
          {known?.authenticated ? (
            <p className="notice">
              <Trans>
                You are logged in as {userName}. We attach your account details so we can help you faster.
              </Trans>
            </p>
          ) : null}
          <div className="form__grid">
            <TextField
              id="contact-name"
              label={t`Name`}
              autoComplete="name"
              value={values.name}
              onChange={set('name')}
              issue={issues.name}
              required
            />
            <TextField
              id="contact-email"
              type="email"
              label={t`Email`}
              autoComplete="email"
              value={values.email}
              onChange={set('email')}
              issue={issues.email}
              required
            />
          </div>
          <TextField
            id="contact-subject"
            label={t`Subject`}
            value={values.subject}
            onChange={set('subject')}
            issue={issues.subject}
            required
          />
          <TextAreaField
            id="contact-body"
            label={t`Your message`}
            rows={6}
            value={values.body}
            onChange={set('body')}
            issue={issues.body}
            required
          />
          <button type="submit" className="button button--large" disabled={state === 'sending'}>
            {state === 'sending' ? t`Sending…` : t`Send message`}
          </button>
        </form>
      )}
      <FormStatus tone={state === 'sent' ? 'success' : 'error'}>{status}</FormStatus>
    </div>
  );
}
