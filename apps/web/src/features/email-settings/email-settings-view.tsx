import { Trans, useLingui } from '@lingui/react/macro';
import type { EmailSettings } from '@opstap/contracts';
import type { Country } from '@opstap/routes';
import { useState, type FormEvent } from 'react';
import { useEmailSettings } from '../../api/get-email-settings.ts';
import { updateEmailSettings } from '../../api/update-email-settings.ts';
import { FormStatus } from '../../components/form/form-status.tsx';
import { EMAIL_SUBJECT_NAMES } from '../../lib/email-subject-names.ts';
import { notificationSettingsLink } from '../../lib/platform-links.ts';
import {
  allOff,
  choicesFrom,
  saveOutcome,
  toSettingsUpdate,
  type SaveOutcome,
  type SubjectChoices,
} from './email-settings-form.ts';

interface Props {
  /** From the email's link; `undefined` until the page knows its query (hydration), `null` when absent. */
  readonly token: string | null | undefined;
  readonly country: Country;
  /** Called after a successful save, with the company of branded settings (the confirmation names it). */
  readonly onSaved: (companyName: string | undefined) => void;
}

/** Email settings (plain or branded: the platform's answer names the company): form → confirmation. */
export function EmailSettingsView({ token, country, onSaved }: Props) {
  if (token === undefined) {
    return (
      <p className="muted">
        <Trans>Loading your email settings…</Trans>
      </p>
    );
  }
  if (!token) {
    // No token, no call: the platform could only refuse it.
    return (
      <p className="notice notice--error">
        <Trans>
          This link is incomplete. Use the link in the email, or change your settings in the app under{' '}
          <a href={notificationSettingsLink(country)}>notification settings</a>.
        </Trans>
      </p>
    );
  }
  return <LoadedSettings token={token} country={country} onSaved={onSaved} />;
}

function LoadedSettings({ token, country, onSaved }: Props & { token: string }) {
  const settings = useEmailSettings(token);
  if (settings.kind === 'loading')
    return (
      <p className="muted" role="status">
        <Trans>Loading your email settings…</Trans>
      </p>
    );
  if (settings.kind !== 'success') {
    const expired = settings.kind === 'error' && settings.code === 'unknown_token';
    return (
      <div className="notice notice--error" role="alert">
        {expired ? (
          <p>
            <Trans>
              This link has expired. You can change your email settings in the app under{' '}
              <a href={notificationSettingsLink(country)}>notification settings</a>.
            </Trans>
          </p>
        ) : (
          <p>
            <Trans>We could not load your email settings. Please refresh the page to try again.</Trans>
          </p>
        )}
      </div>
    );
  }
  return <SettingsForm token={token} settings={settings.data} onSaved={onSaved} />;
}

function SettingsForm({
  token,
  settings,
  onSaved,
}: { token: string; settings: EmailSettings } & Pick<Props, 'onSaved'>) {
  const { t, i18n } = useLingui();
  const [choices, setChoices] = useState<SubjectChoices>(() => choicesFrom(settings));
  const [state, setState] = useState<'form' | 'saving' | Exclude<SaveOutcome, 'saved'>>('form');
  const company = settings.companyName ?? '';
  const email = settings.email;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (state === 'saving') return;
    setState('saving');
    const outcome = saveOutcome(await updateEmailSettings(toSettingsUpdate(token, settings, choices)));
    if (outcome === 'saved') onSaved(settings.companyName);
    else setState(outcome);
  };

  return (
    <form className="form" onSubmit={save} aria-busy={state === 'saving'}>
      <fieldset className="checkbox-list">
        <legend>
          <Trans>Emails sent to {email}</Trans>
        </legend>
        {settings.subjects.map(({ subject }) => (
          <label key={subject} className="checkbox">
            <input
              type="checkbox"
              checked={choices[subject] ?? false}
              onChange={(e) => setChoices({ ...choices, [subject]: e.target.checked })}
            />
            <span>
              {i18n._(
                EMAIL_SUBJECT_NAMES[subject].id,
                { company },
                { message: EMAIL_SUBJECT_NAMES[subject].message },
              )}
            </span>
          </label>
        ))}
      </fieldset>
      <p className="button-row">
        <button type="submit" className="button button--large" disabled={state === 'saving'}>
          {state === 'saving' ? t`Saving…` : t`Save settings`}
        </button>
        <button type="button" className="button button--ghost" onClick={() => setChoices(allOff(settings))}>
          <Trans>Turn all off</Trans>
        </button>
      </p>
      <FormStatus tone="error">
        {state === 'expired' ? (
          <Trans>This link has expired. Please use the link in a more recent email.</Trans>
        ) : state === 'error' ? (
          <Trans>Something went wrong while saving your settings. Please try again.</Trans>
        ) : null}
      </FormStatus>
    </form>
  );
}
