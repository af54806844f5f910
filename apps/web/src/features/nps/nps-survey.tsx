import { Trans, useLingui } from '@lingui/react/macro';
import { PrivacyNote } from '../../components/form/privacy-note.tsx';
import { usePageState } from '../../page-state/page-state.tsx';
import { NPS_RATING_MAX, NPS_RATING_MIN, NPS_REASON_MAX, type NpsAudience } from '@opstap/contracts';
import { characterCount } from '@opstap/contracts/form-rules';
import type { Language } from '@opstap/routes';
import { useEffect, useRef } from 'react';
import { TextAreaField } from '../../components/form/field.tsx';
import { focusStatus } from '../../components/form/focus-first-invalid.ts';
import { FormStatus } from '../../components/form/form-status.tsx';
import { adoptEarlyInput, takeHeldSubmit } from '../../lib/early-input.ts';
import { useBeforePaint } from '../../lib/use-before-paint.ts';
import { ASPECT_LABELS, RATING_LABELS, SCORE_LABELS } from './aspect-labels.ts';
import { aspectsFor, isScore, NPS_SCORES } from './nps-machine.ts';
import { useNpsFlow } from './use-nps-flow.ts';

const RATINGS = Array.from({ length: NPS_RATING_MAX - NPS_RATING_MIN + 1 }, (_, i) => i + NPS_RATING_MIN);

interface Props {
  readonly audience: NpsAudience;
  readonly language: Language;
  /** `?score=` and `?token=` of the survey email's link. */
  readonly link: { score: string | null; token: string | null };
  readonly question: string;
}

/**
 * The NPS survey (docs/requirements/forms.md#nps-survey): score → confirm → optional reason and ratings →
 * thanks.
 */
export function NpsSurvey({ audience, language, link, question }: Props) {
  const { t, i18n } = useLingui();
  const { country } = usePageState();
  const { state, dispatch, confirm, submit, skip } = useNpsFlow(audience, language, link);
  const heading = useRef<HTMLHeadingElement>(null);
  const scoreForm = useRef<HTMLFormElement>(null);
  const status = useRef<HTMLDivElement>(null);
  // Each step replaces the last: move focus to its heading so keyboard and screen-reader users follow.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else heading.current?.focus();
  }, [state.step]);

  // A failed call keeps the step: focus goes to the message (the button may have lost it).
  const failed = state.step === 'confirm' || state.step === 'details' ? state.failed : false;
  useEffect(() => {
    if (failed) focusStatus(status.current);
  }, [failed]);
  const tooLong = state.step === 'details' && state.reasonTooLong === true;
  useEffect(() => {
    if (tooLong) document.getElementById('nps-reason')?.focus();
  }, [tooLong]);

  // A score chosen, and Next pressed, before the app took over the prerendered page (decision 0411).
  useBeforePaint(() => {
    const form = scoreForm.current;
    if (!form) return;
    const chosen = Number(adoptEarlyInput(form, ['score']).score ?? NaN);
    if (isScore(chosen)) dispatch({ type: 'choose', score: chosen });
    if (takeHeldSubmit(form) && isScore(chosen)) dispatch({ type: 'next' });
    // Mount only.
  }, []);

  if (state.step === 'thanks') {
    return (
      <section className="survey" aria-labelledby="survey-step">
        <h2 id="survey-step" ref={heading} tabIndex={-1}>
          <Trans>Thank you for your feedback!</Trans>
        </h2>
        <p>
          <Trans>Your answers help us make Opstap better.</Trans>
        </p>
      </section>
    );
  }

  if (state.step === 'score') {
    return (
      <form
        ref={scoreForm}
        className="survey"
        data-form="nps-score"
        method="post"
        onSubmit={(e) => {
          e.preventDefault();
          takeHeldSubmit(e.currentTarget); // handled here: index.html's holder marked it before React ran
          dispatch({ type: 'next' });
        }}
      >
        <fieldset className="score-picker">
          <legend>
            <h2 id="survey-step" ref={heading} tabIndex={-1}>
              {question}
            </h2>
          </legend>
          <div className="score-picker__options">
            {NPS_SCORES.map((score) => (
              <label key={score} className="score-option">
                <input
                  type="radio"
                  name="score"
                  value={score}
                  checked={state.score === score}
                  onChange={() => dispatch({ type: 'choose', score })}
                />
                <span aria-hidden="true">{score}</span>
                {/* The scale's meaning is in the names of its ends, read with the number. */}
                <span className="visually-hidden">
                  {SCORE_LABELS[score] ? i18n._(SCORE_LABELS[score]) : score}
                </span>
              </label>
            ))}
          </div>
          <p className="score-picker__ends" aria-hidden="true">
            <span>{t`0 – Not at all likely`}</span>
            <span>{t`10 – Extremely likely`}</span>
          </p>
        </fieldset>
        <button type="submit" className="button button--large" disabled={state.score === null}>
          <Trans>Next</Trans>
        </button>
        <PrivacyNote language={language} country={country}>
          <Trans>
            Your answers help us improve Opstap and are linked to your account through this e-mail link.
          </Trans>
        </PrivacyNote>
      </form>
    );
  }

  if (state.step === 'confirm') {
    const score = state.score;
    return (
      <section className="survey" aria-labelledby="survey-step">
        <h2 id="survey-step" ref={heading} tabIndex={-1}>
          <Trans>You chose {score} out of 10</Trans>
        </h2>
        <p>
          <Trans>Is that right? Confirm your score to send it.</Trans>
        </p>
        <p className="button-row">
          <button
            type="button"
            className="button button--large"
            onClick={() => void confirm()}
            aria-disabled={state.sending || undefined}
          >
            {state.sending ? t`Sending…` : t`Confirm score`}
          </button>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => dispatch({ type: 'change' })}
            aria-disabled={state.sending || undefined}
          >
            <Trans>Change score</Trans>
          </button>
        </p>
        <FormStatus ref={status} tone="error">
          {state.failed ? t`Something went wrong while sending your score. Please try again.` : null}
        </FormStatus>
      </section>
    );
  }

  const reasonIssue = state.reasonTooLong
    ? {
        code: 'too_long' as const,
        max: NPS_REASON_MAX,
        count: characterCount(state.reason.trim()),
      }
    : undefined;
  return (
    <form
      className="survey form"
      onSubmit={(e) => (e.preventDefault(), void submit())}
      aria-busy={state.sending}
      noValidate
    >
      <h2 id="survey-step" ref={heading} tabIndex={-1}>
        <Trans>Thanks! Would you tell us a bit more?</Trans>
      </h2>
      <p>
        <Trans>Both questions are optional.</Trans>
      </p>
      <TextAreaField
        id="nps-reason"
        label={t`What is the most important reason for your score?`}
        rows={4}
        limit={NPS_REASON_MAX}
        value={state.reason}
        issue={reasonIssue}
        onChange={(e) => dispatch({ type: 'reason', text: e.target.value })}
      />
      <p className="field__label">
        <Trans>How do you rate us on the following? (1 = poor, 5 = excellent)</Trans>
      </p>
      {aspectsFor(audience).map((aspect) => (
        <fieldset key={aspect} className="rating">
          <legend>{i18n._(ASPECT_LABELS[aspect])}</legend>
          <div className="rating__options">
            {RATINGS.map((rating) => (
              <label key={rating} className="score-option score-option--small">
                <input
                  type="radio"
                  name={aspect}
                  value={rating}
                  checked={state.ratings[aspect] === rating}
                  onChange={() => dispatch({ type: 'rate', aspect, rating })}
                />
                <span aria-hidden="true">{rating}</span>
                <span className="visually-hidden">
                  {RATING_LABELS[rating] ? i18n._(RATING_LABELS[rating]) : rating}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <p className="button-row">
        <button type="submit" className="button button--large" aria-disabled={state.sending || undefined}>
          {state.sending ? t`Sending…` : t`Send feedback`}
        </button>
        <button
          type="button"
          className="button button--ghost"
          onClick={skip}
          aria-disabled={state.sending || undefined}
        >
          <Trans>Skip</Trans>
        </button>
      </p>
      <PrivacyNote language={language} country={country}>
        <Trans>
          Your answers help us improve Opstap and are linked to your account through this e-mail link.
        </Trans>
      </PrivacyNote>
      <FormStatus ref={status} tone="error">
        {state.failed ? t`Something went wrong while sending your feedback. Please try again.` : null}
      </FormStatus>
    </form>
  );
}
