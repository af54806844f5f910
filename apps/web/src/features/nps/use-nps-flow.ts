import type { NpsAudience } from '@opstap/contracts';
import { checkNpsReason } from '@opstap/contracts/form-rules';
import type { Language } from '@opstap/routes';
import { useEffect, useReducer } from 'react';
import { addNpsFeedback } from '../../api/add-nps-feedback.ts';
import { submitNpsScore } from '../../api/submit-nps-score.ts';
import { initialNpsState, npsReducer, toFeedback } from './nps-machine.ts';
import { keepNpsProgress, readNpsProgress } from './nps-progress.ts';

/**
 * The NPS machine with its two calls: the score on confirm, the feedback on submit. A survey this browser
 * already answered resumes where it was (docs/requirements/forms.md#nps-survey), never at the score again.
 */
export function useNpsFlow(
  audience: NpsAudience,
  language: Language,
  link: { score: string | null; token: string | null },
) {
  const [state, dispatch] = useReducer(npsReducer, link.score, initialNpsState);

  // The link's score and the kept progress arrive after hydration (the prerendered page has neither).
  const linked = initialNpsState(link.score);
  useEffect(() => {
    const kept = readNpsProgress(audience, link.token);
    if (kept) return dispatch({ type: 'resume', progress: kept });
    if (linked.step !== 'confirm') return;
    dispatch({ type: 'choose', score: linked.score });
    dispatch({ type: 'next' });
    // Only a newly arrived link moves the flow, never a re-render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [link.score, link.token]);

  const confirm = async () => {
    if (state.step !== 'confirm' || state.sending) return;
    dispatch({ type: 'confirm' });
    const result = await submitNpsScore({
      audience,
      score: state.score,
      language,
      ...(link.token ? { token: link.token } : {}),
    });
    if (result.kind === 'success') {
      keepNpsProgress(audience, link.token, {
        score: state.score,
        responseId: result.data.id,
        step: 'details',
      });
    }
    dispatch(
      result.kind === 'success' ? { type: 'confirmed', responseId: result.data.id } : { type: 'failed' },
    );
  };

  const finish = (score: number, responseId: string) =>
    keepNpsProgress(audience, link.token, { score, responseId, step: 'thanks' });

  const submit = async () => {
    if (state.step !== 'details' || state.sending) return;
    if (checkNpsReason(state.reason).reason) return dispatch({ type: 'too-long' });
    dispatch({ type: 'submit' });
    const result = await addNpsFeedback(state.responseId, toFeedback(state, audience));
    if (result.kind === 'success') finish(state.score, state.responseId);
    dispatch(result.kind === 'success' ? { type: 'submitted' } : { type: 'failed' });
  };

  const skip = () => {
    if (state.step !== 'details' || state.sending) return;
    finish(state.score, state.responseId);
    dispatch({ type: 'skip' });
  };

  return { state, dispatch, confirm, submit, skip };
}
