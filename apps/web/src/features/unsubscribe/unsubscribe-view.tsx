import { Trans, useLingui } from '@lingui/react/macro';
import type { Country } from '@opstap/routes';
import { useState } from 'react';
import { unsubscribe } from '../../api/unsubscribe.ts';
import { FormStatus } from '../../components/form/form-status.tsx';
import { EMAIL_SUBJECT_NAMES } from '../../lib/email-subject-names.ts';
import { notificationSettingsLink } from '../../lib/platform-links.ts';
import {
  toUnsubscribeRequest,
  unsubscribeResult,
  type UnsubscribeLink,
  type UnsubscribeState,
} from './unsubscribe-flow.ts';

/** Asks whether to unsubscribe from the link's subject (branded: of one company); Unsubscribe → done. */
export function UnsubscribeView({
  link,
  country,
  onDone,
}: {
  link: UnsubscribeLink;
  country: Country;
  onDone: () => void;
}) {
  const { t, i18n } = useLingui();
  const [state, setState] = useState<UnsubscribeState>({ step: 'confirm', sending: false });
  const text = EMAIL_SUBJECT_NAMES[link.subject];
  const subject = i18n._(text.id, { company: link.companyName ?? '' }, { message: text.message });

  const confirm = async () => {
    if (state.step !== 'confirm' || state.sending) return;
    setState({ step: 'confirm', sending: true });
    const next = unsubscribeResult(await unsubscribe(toUnsubscribeRequest(link)));
    setState(next);
    if (next.step === 'done') onDone();
  };

  const sending = state.step === 'confirm' && state.sending;
  const problem = state.step === 'confirm' ? state.problem : undefined;
  return (
    <section className="survey" aria-labelledby="unsubscribe-question">
      <h2 id="unsubscribe-question">
        {link.subject === 'default' ? (
          t`Do you want to unsubscribe from these emails?`
        ) : (
          <Trans>Do you want to unsubscribe from: {subject}?</Trans>
        )}
      </h2>
      {link.token === '' ? (
        <p className="notice notice--error">
          <Trans>
            This link is incomplete. Use the link in the email, or change your settings in the app under{' '}
            <a href={notificationSettingsLink(country)}>notification settings</a>.
          </Trans>
        </p>
      ) : (
        <button
          type="button"
          className="button button--large"
          onClick={() => void confirm()}
          disabled={sending}
        >
          {sending ? t`Unsubscribing…` : t`Unsubscribe`}
        </button>
      )}
      <FormStatus tone="error">
        {problem === 'expired' ? (
          <Trans>
            This link has expired. You can still change your emails in the app under{' '}
            <a href={notificationSettingsLink(country)}>notification settings</a>.
          </Trans>
        ) : problem === 'error' ? (
          <Trans>Something went wrong. Please try again.</Trans>
        ) : null}
      </FormStatus>
    </section>
  );
}
