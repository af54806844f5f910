import type { EmailSettings, EmailSettingsUpdate } from '@opstap/contracts';
import type { ApiResult } from '../../api/result.ts';
import type { AnyEmailSubject as AnySubject } from '@opstap/contracts';

/** Subject → wanted; the form's state, started from what the platform has. */
export type SubjectChoices = Partial<Record<AnySubject, boolean>>;

export function choicesFrom(settings: EmailSettings): SubjectChoices {
  return Object.fromEntries(settings.subjects.map(({ subject, enabled }) => [subject, enabled]));
}

/** Every subject the settings offer, in the platform's order, with the current choice. */
export function toSettingsUpdate(
  token: string,
  settings: EmailSettings,
  choices: SubjectChoices,
): EmailSettingsUpdate {
  return {
    token,
    subjects: settings.subjects.map(({ subject, enabled }) => ({
      subject,
      enabled: choices[subject] ?? enabled,
    })),
  };
}

/** Turns every subject off at once (the form's "unsubscribe from all" shortcut). */
export function allOff(settings: EmailSettings): SubjectChoices {
  return Object.fromEntries(settings.subjects.map(({ subject }) => [subject, false]));
}

/**
 * form → confirmation (the updated screen); `expired` for a link the platform does not take (unknown,
 * expired, or a token it refuses as malformed), `error` otherwise.
 */
export type SaveOutcome = 'saved' | 'expired' | 'error';

/** The platform's answer says the link's token cannot be used: no retry can help. */
export const isLinkRefused = (result: ApiResult<unknown>): boolean =>
  (result.kind === 'error' && result.code === 'unknown_token') ||
  (result.kind === 'invalid' && result.fieldErrors.token !== undefined);

export function saveOutcome(result: ApiResult<unknown>): SaveOutcome {
  if (result.kind === 'success') return 'saved';
  return isLinkRefused(result) ? 'expired' : 'error';
}
