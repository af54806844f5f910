import { describe, expect, it } from 'vitest';
import { addNpsFeedback } from '../../api/add-nps-feedback.ts';
import { submitNpsScore } from '../../api/submit-nps-score.ts';
import { withMockServer } from '../../mocks/with-mock-server.ts';
import {
  aspectsFor,
  initialNpsState,
  npsReducer,
  toFeedback,
  type NpsEvent,
  type NpsState,
} from './nps-machine.ts';

withMockServer();

const run = (state: NpsState, ...events: NpsEvent[]) => events.reduce(npsReducer, state);

describe('initialNpsState', () => {
  it('starts at confirm with a valid score from the link, else at the choice', () => {
    expect(initialNpsState('8')).toEqual({ step: 'confirm', score: 8, sending: false, failed: false });
    expect(initialNpsState('0')).toMatchObject({ step: 'confirm', score: 0 });
    for (const bad of [null, '', '11', '-1', '7.5', 'ten'])
      expect(initialNpsState(bad)).toEqual({ step: 'score', score: null });
  });
});

describe('npsReducer', () => {
  it('walks score → confirm → details → thanks', () => {
    let state = run(initialNpsState(null), { type: 'next' });
    expect(state.step).toBe('score'); // nothing chosen yet
    state = run(state, { type: 'choose', score: 6 }, { type: 'next' });
    expect(state).toEqual({ step: 'confirm', score: 6, sending: false, failed: false });
    state = run(state, { type: 'confirm' }, { type: 'confirm' }, { type: 'confirmed', responseId: 'nps_1' });
    expect(state).toMatchObject({ step: 'details', responseId: 'nps_1', reason: '', ratings: {} });
    state = run(
      state,
      { type: 'reason', text: 'Goede vacatures' },
      { type: 'rate', aspect: 'discovering-jobs', rating: 4 },
      { type: 'rate', aspect: 'search-quality', rating: 9 },
      { type: 'submit' },
      { type: 'submitted' },
    );
    expect(state).toEqual({ step: 'thanks', score: 6 });
  });

  it('keeps the score to change it, and lets a failed confirm be tried again', () => {
    const confirming = initialNpsState('3');
    expect(run(confirming, { type: 'change' })).toEqual({ step: 'score', score: 3 });
    const failed = run(confirming, { type: 'confirm' }, { type: 'failed' });
    expect(failed).toEqual({ step: 'confirm', score: 3, sending: false, failed: true });
    expect(run(failed, { type: 'confirm' })).toMatchObject({ sending: true, failed: false });
  });

  it('ignores changes while sending, refuses a score outside 0–10, and may skip the details', () => {
    expect(run({ step: 'score', score: null }, { type: 'choose', score: 11 })).toEqual({
      step: 'score',
      score: null,
    });
    const sending = run(initialNpsState('9'), { type: 'confirm' });
    expect(run(sending, { type: 'change' })).toBe(sending);
    const details = run(sending, { type: 'confirmed', responseId: 'nps_2' });
    expect(run(details, { type: 'skip' })).toEqual({ step: 'thanks', score: 9 });
  });
});

describe('aspects and feedback', () => {
  it('gives each audience its five aspects plus service/support and emails received', () => {
    expect(aspectsFor('job-seeker')).toHaveLength(7);
    expect(aspectsFor('recruiter').slice(-2)).toEqual(['service-support', 'emails-received']);
    expect(aspectsFor('recruiter')).toContain('candidate-quality');
  });

  it('sends only what was given, and the mocked platform accepts it', async () => {
    const stored = await submitNpsScore({ audience: 'job-seeker', score: 7, language: 'en' });
    if (stored.kind !== 'success') throw new Error('expected success');
    const details = run(
      initialNpsState('7'),
      { type: 'confirm' },
      { type: 'confirmed', responseId: stored.data.id },
      { type: 'rate', aspect: 'emails-received', rating: 2 },
    );
    if (details.step !== 'details') throw new Error('expected details');
    const feedback = toFeedback(details, 'job-seeker');
    expect(feedback).toEqual({ ratings: { 'emails-received': 2 } });
    expect((await addNpsFeedback(stored.data.id, feedback)).kind).toBe('success');
  });
});
