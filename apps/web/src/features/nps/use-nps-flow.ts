import type { NpsAudience } from '@opstap/contracts';
import type { Language } from '@opstap/routes';
import { useEffect, useReducer } from 'react';
import { addNpsFeedback } from '../../api/add-nps-feedback.ts';
import { submitNpsScore } from '../../api/submit-nps-score.ts';
import { initialNpsState, npsReducer, toFeedback } from './nps-machine.ts';

/** The NPS machine with its two calls: the score on confirm, the feedback on submit. */
export function useNpsFlow(
  audience: NpsAudience,
  language: Language,
  link: { score: string | null; token: string | null },
) {
  const [state, dispatch] = useReducer(npsReducer, link.score, initialNpsState);

  // The link's score arrives after hydration (the prerendered page has no query): jump to confirm then.
  const linked = initialNpsState(link.score);
  useEffect(() => {
    if (linked.step !== 'confirm') return;
    dispatch({ type: 'choose', score: linked.score });
    dispatch({ type: 'next' });
    // Only a newly arrived link score moves the flow, never a re-render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [link.score]);

  const confirm = async () => {
    if (state.step !== 'confirm' || state.sending) return;
    dispatch({ type: 'confirm' });
    const result = await submitNpsScore({
      audience,
      score: state.score,
      language,
      ...(link.token ? { token: link.token } : {}),
    });
    dispatch(
      result.kind === 'success' ? { type: 'confirmed', responseId: result.data.id } : { type: 'failed' },
    );
  };

  const submit = async () => {
    if (state.step !== 'details' || state.sending) return;
    dispatch({ type: 'submit' });
    const result = await addNpsFeedback(state.responseId, toFeedback(state, audience));
    dispatch(result.kind === 'success' ? { type: 'submitted' } : { type: 'failed' });
  };

  return { state, dispatch, confirm, submit };
}
