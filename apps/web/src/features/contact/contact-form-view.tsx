import { Trans, useLingui } from '@lingui/react/macro';
import { PrivacyNote } from '../../components/form/privacy-note.tsx';
import { FORM_LIMITS } from '@opstap/contracts';
import type { Country, Language } from '@opstap/routes';
import { useState } from 'react';
import { useSession } from '../../api/get-session.ts';
import { sendContactMessage } from '../../api/send-contact-message.ts';
import { TextAreaField, TextField } from '../../components/form/field.tsx';
import { FormStatus } from '../../components/form/form-status.tsx';
import { SubmitButton } from '../../components/form/submit-button.tsx';
import { useForm } from '../../components/form/use-form.ts';
import {
  contactOutcome,
  EMPTY_CONTACT,
  prefillFromSession,
  toContactRequest,
  validateContact,
} from './contact-form.ts';

/**
 * The contact form (docs/requirements/forms.md#contact-form): form → thank-you; a logged-in visitor's details
 * go along.
 */
export function ContactFormView({ language, country }: { language: Language; country: Country }) {
  const { t } = useLingui();
  // The session is fetched when this screen opens, never at boot.
  const session = useSession();
  const known = session.kind === 'success' ? session.data : undefined;
  const userName = known?.authenticated ? known.user.name : '';
  const { formProps, status, setValues, outcome, sending, field } = useForm({
    key: 'contact',
    empty: EMPTY_CONTACT,
    validate: validateContact,
    send: async (values) =>
      contactOutcome(
        await sendContactMessage(toContactRequest(values, known, { language, country })),
        values,
      ),
  });

  // When the session arrives, fill the empty fields once (state adjusted during render, React's pattern
  // for deriving from a changed input; an effect would render twice).
  const [prefilledFrom, setPrefilledFrom] = useState(known);
  if (known !== prefilledFrom) {
    setPrefilledFrom(known);
    setValues((current) => prefillFromSession(current, known));
  }

  const text =
    outcome === 'sent' ? (
      <Trans>Thank you for your message! We will answer at the e-mail address you gave.</Trans>
    ) : outcome === 'invalid' ? (
      <Trans>Not all fields entered are valid. Please check and try again.</Trans>
    ) : outcome === 'error' ? (
      <Trans>Something went wrong while sending your message. Please try again.</Trans>
    ) : null;

  return (
    <div className="contact-form">
      {outcome === 'sent' ? null : (
        <form {...formProps} className="form">
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
              limit={FORM_LIMITS.name}
              {...field('name')}
              required
            />
            <TextField
              id="contact-email"
              type="email"
              label={t`Email`}
              autoComplete="email"
              limit={FORM_LIMITS.email}
              {...field('email')}
              required
            />
          </div>
          <TextField
            id="contact-subject"
            label={t`Subject`}
            limit={FORM_LIMITS.subject}
            {...field('subject')}
            required
          />
          <TextAreaField
            id="contact-body"
            label={t`Your message`}
            rows={6}
            limit={FORM_LIMITS.body}
            {...field('body')}
            required
          />
          <SubmitButton sending={sending}>{t`Send message`}</SubmitButton>
          <PrivacyNote language={language} country={country}>
            <Trans>
              We use your details only to answer your message. They go to Opstap's own platform, nowhere else.
            </Trans>
          </PrivacyNote>
        </form>
      )}
      <FormStatus ref={status} tone={outcome === 'sent' ? 'success' : 'error'}>
        {text}
      </FormStatus>
    </div>
  );
}
