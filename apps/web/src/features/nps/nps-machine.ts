import {
  NPS_ASPECTS,
  NPS_RATING_MAX,
  NPS_RATING_MIN,
  type NpsAspect,
  type NpsAudience,
  type NpsFeedback,
} from '@opstap/contracts';

/**
 * The NPS survey flow (docs/requirements/forms.md#nps-survey): choose a score 0–10 → confirm it (stored then,
 * so it is kept even if the person leaves) → an optional reason and the audience's rated aspects → thanks.
 */
export type NpsState =
  | { readonly step: 'score'; readonly score: number | null }
  | { readonly step: 'confirm'; readonly score: number; readonly sending: boolean; readonly failed: boolean }
  | {
      readonly step: 'details';
      readonly score: number;
      readonly responseId: string;
      readonly reason: string;
      readonly ratings: Partial<Record<NpsAspect, number>>;
      readonly sending: boolean;
      readonly failed: boolean;
      /** The reason breaks the contract's limit: shown beside it, nothing is sent or cut. */
      readonly reasonTooLong?: boolean;
    }
  | { readonly step: 'thanks'; readonly score: number };

export type NpsEvent =
  | { readonly type: 'choose'; readonly score: number }
  | { readonly type: 'next' }
  | { readonly type: 'change' }
  | { readonly type: 'confirm' }
  | { readonly type: 'confirmed'; readonly responseId: string }
  | { readonly type: 'failed' }
  | { readonly type: 'reason'; readonly text: string }
  | { readonly type: 'rate'; readonly aspect: NpsAspect; readonly rating: number }
  | { readonly type: 'submit' }
  | { readonly type: 'submitted' }
  | { readonly type: 'skip' }
  | { readonly type: 'too-long' }
  /** A survey this browser already answered (reloaded, or the email link opened again). */
  | { readonly type: 'resume'; readonly progress: NpsProgress };

/** What is kept of an answered survey, so a reload never offers to send the same score again. */
export interface NpsProgress {
  readonly score: number;
  readonly responseId: string;
  readonly step: 'details' | 'thanks';
}

export const NPS_SCORES = Array.from({ length: 11 }, (_, score) => score);

export const isScore = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 10;

/** Starts at confirm when the email link carried the score (`?score=8`), else at the choice. */
export function initialNpsState(scoreFromLink: string | null): NpsState {
  const score = scoreFromLink === null || scoreFromLink.trim() === '' ? NaN : Number(scoreFromLink);
  return isScore(score)
    ? { step: 'confirm', score, sending: false, failed: false }
    : { step: 'score', score: null };
}

/** Pure: events that do not fit the current step leave it as it is (a double click, a late answer). */
export function npsReducer(state: NpsState, event: NpsEvent): NpsState {
  if (event.type === 'resume' && (state.step === 'score' || (state.step === 'confirm' && !state.sending))) {
    const { score, responseId, step } = event.progress;
    if (!isScore(score)) return state;
    return step === 'thanks'
      ? { step, score }
      : { step, score, responseId, reason: '', ratings: {}, sending: false, failed: false };
  }
  switch (state.step) {
    case 'score':
      if (event.type === 'choose' && isScore(event.score)) return { step: 'score', score: event.score };
      if (event.type === 'next' && state.score !== null)
        return { step: 'confirm', score: state.score, sending: false, failed: false };
      return state;
    case 'confirm':
      if (state.sending) {
        if (event.type === 'confirmed')
          return {
            step: 'details',
            score: state.score,
            responseId: event.responseId,
            reason: '',
            ratings: {},
            sending: false,
            failed: false,
          };
        if (event.type === 'failed') return { ...state, sending: false, failed: true };
        return state;
      }
      if (event.type === 'confirm') return { ...state, sending: true, failed: false };
      if (event.type === 'change') return { step: 'score', score: state.score };
      return state;
    case 'details':
      if (state.sending) {
        if (event.type === 'submitted') return { step: 'thanks', score: state.score };
        if (event.type === 'failed') return { ...state, sending: false, failed: true };
        return state;
      }
      // Never cut what was typed (docs/requirements/forms.md#nps-survey): the counter and the check say it.
      if (event.type === 'reason') return { ...state, reason: event.text, reasonTooLong: false };
      if (event.type === 'too-long') return { ...state, reasonTooLong: true };
      if (event.type === 'rate' && event.rating >= NPS_RATING_MIN && event.rating <= NPS_RATING_MAX) {
        return { ...state, ratings: { ...state.ratings, [event.aspect]: event.rating } };
      }
      if (event.type === 'submit') return { ...state, sending: true, failed: false };
      if (event.type === 'skip') return { step: 'thanks', score: state.score };
      return state;
    case 'thanks':
      return state;
  }
}

/** The aspects the audience rates: its own five, then service/support and emails received. */
export function aspectsFor(audience: NpsAudience): readonly NpsAspect[] {
  return NPS_ASPECTS[audience];
}

/** The feedback to send: only what was given (an untouched reason or aspect is left out). */
export function toFeedback(
  state: Extract<NpsState, { step: 'details' }>,
  audience: NpsAudience,
): NpsFeedback {
  const reason = state.reason.trim();
  const ratings = Object.fromEntries(
    aspectsFor(audience).flatMap((aspect) =>
      state.ratings[aspect] ? [[aspect, state.ratings[aspect]]] : [],
    ),
  );
  return { ...(reason ? { reason } : {}), ...(Object.keys(ratings).length > 0 ? { ratings } : {}) };
}
