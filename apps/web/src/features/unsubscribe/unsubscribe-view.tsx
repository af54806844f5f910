import { Trans, useLingui } from '@lingui/react/macro';
import { PrivacyNote } from '../../components/form/privacy-note.tsx';
import { usePageState } from '../../page-state/page-state.tsx';
import { isEmailToken } from '@opstap/contracts/form-rules';
import type { Country } from '@opstap/routes';
import { useEffect, useRef, useState } from 'react';
import { unsubscribe } from '../../api/unsubscribe.ts';
import { focusStatus } from '../../components/form/focus-first-invalid.ts';
import { FormStatus } from '../../components/form/form-status.tsx';
import { EMAIL_SUBJECT_NAMES } from '../../lib/email-subject-names.ts';
import { LinkProblem } from '../../components/link-problem.tsx';
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
  const { language } = usePageState();
  const { t, i18n } = useLingui();
  const [state, setState] = useState<UnsubscribeState>({ step: 'confirm', sending: false });
  const [attempts, setAttempts] = useState(0);
  const status = useRef<HTMLDivElement>(null);
  const problemBox = useRef<HTMLDivElement>(null);
  const text = EMAIL_SUBJECT_NAMES[link.subject];
  const subject = i18n._(text.id, { company: link.companyName ?? '' }, { message: text.message });

  const confirm = async () => {
    if (state.step !== 'confirm' || state.sending) return;
    setState({ step: 'confirm', sending: true });
    const next = unsubscribeResult(await unsubscribe(toUnsubscribeRequest(link)));
    setState(next);
    setAttempts((count) => count + 1);
    if (next.step === 'done') onDone();
  };

  const sending = state.step === 'confirm' && state.sending;
  const problem = state.step === 'confirm' ? state.problem : undefined;
  // After an answer, focus goes to what it says: the button that had focus may be gone.
  useEffect(() => {
    if (attempts === 0 || state.step === 'done') return;
    focusStatus(problem === 'expired' ? problemBox.current : status.current);
    // Only a new answer moves focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempts]);

  // A token that cannot be one the platform issued is not sent: the answer could only be a refusal.
  const usable = isEmailToken(link.token) && problem !== 'expired';
  return (
    <section className="survey" aria-labelledby="unsubscribe-question">
      <h2 id="unsubscribe-question">
        {link.subject === 'default' ? (
          t`Do you want to unsubscribe from these emails?`
        ) : (
          <Trans>Do you want to unsubscribe from the “{subject}” emails?</Trans>
        )}
      </h2>
      {usable ? (
        <button
          type="button"
          className="button button--large"
          onClick={() => void confirm()}
          aria-disabled={sending || undefined}
        >
          {sending ? t`Unsubscribing…` : t`Unsubscribe`}
        </button>
      ) : (
        <LinkProblem ref={problemBox} country={country} />
      )}
      {usable ? (
        <PrivacyNote language={language} country={country}>
          <Trans>
            We stop sending these e-mails to the account this link belongs to, and keep only that choice.
          </Trans>
        </PrivacyNote>
      ) : null}
      <FormStatus ref={status} tone="error">
        {problem === 'error' ? <Trans>Something went wrong. Please try again.</Trans> : null}
      </FormStatus>
    </section>
  );
}
