import { Trans, useLingui } from '@lingui/react/macro';
import { PrivacyNote } from '../../components/form/privacy-note.tsx';
import { usePageState } from '../../page-state/page-state.tsx';
import type { EmailSettings } from '@opstap/contracts';
import { isEmailToken } from '@opstap/contracts/form-rules';
import type { Country } from '@opstap/routes';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useEmailSettings } from '../../api/get-email-settings.ts';
import { updateEmailSettings } from '../../api/update-email-settings.ts';
import { focusStatus } from '../../components/form/focus-first-invalid.ts';
import { FormStatus } from '../../components/form/form-status.tsx';
import { EMAIL_SUBJECT_NAMES } from '../../lib/email-subject-names.ts';
import { LinkProblem } from '../../components/link-problem.tsx';
import {
  allOff,
  choicesFrom,
  isLinkRefused,
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
  // No token, or one the platform could never have issued: no call, it could only be refused.
  if (!isEmailToken(token)) return <LinkProblem country={country} />;
  return <LoadedSettings token={token} country={country} onSaved={onSaved} />;
}

/** Reloads the page: a settings read that failed for another reason than the link may pass now. */
const reload = () => window.location.reload();

function LoadedSettings({ token, country, onSaved }: Props & { token: string }) {
  const settings = useEmailSettings(token);
  if (settings.kind === 'loading')
    return (
      <p className="muted" role="status">
        <Trans>Loading your email settings…</Trans>
      </p>
    );
  if (settings.kind !== 'success') {
    if (isLinkRefused(settings)) return <LinkProblem country={country} />;
    return (
      <div className="notice notice--error" role="alert">
        <p>
          <Trans>We could not load your email settings. Please try again.</Trans>
        </p>
        <button type="button" className="button" onClick={reload}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }
  return <SettingsForm token={token} country={country} settings={settings.data} onSaved={onSaved} />;
}

function SettingsForm({
  token,
  country,
  settings,
  onSaved,
}: { token: string; settings: EmailSettings } & Pick<Props, 'onSaved' | 'country'>) {
  const { language } = usePageState();
  const { t, i18n } = useLingui();
  const [choices, setChoices] = useState<SubjectChoices>(() => choicesFrom(settings));
  const [state, setState] = useState<'form' | 'saving' | Exclude<SaveOutcome, 'saved'>>('form');
  const [attempts, setAttempts] = useState(0);
  const status = useRef<HTMLDivElement>(null);
  const company = settings.companyName ?? '';
  const email = settings.email;

  // After a refused save, focus goes to what went wrong (the button may have lost it).
  useEffect(() => {
    if (attempts > 0) focusStatus(status.current);
  }, [attempts]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (state === 'saving') return;
    setState('saving');
    const outcome = saveOutcome(await updateEmailSettings(toSettingsUpdate(token, settings, choices)));
    if (outcome === 'saved') return onSaved(settings.companyName);
    setState(outcome);
    setAttempts((count) => count + 1);
  };

  if (state === 'expired') return <LinkProblem ref={status} country={country} />;

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
        <button
          type="submit"
          className="button button--large"
          aria-disabled={state === 'saving' || undefined}
        >
          {state === 'saving' ? t`Saving…` : t`Save settings`}
        </button>
        <button type="button" className="button button--ghost" onClick={() => setChoices(allOff(settings))}>
          <Trans>Turn all off</Trans>
        </button>
      </p>
      <PrivacyNote language={language} country={country}>
        <Trans>Your choices are saved to your Opstap account and decide which e-mails we send you.</Trans>
      </PrivacyNote>
      <FormStatus ref={status} tone="error">
        {state === 'error' ? (
          <Trans>Something went wrong while saving your settings. Please try again.</Trans>
        ) : null}
      </FormStatus>
    </form>
  );
}
