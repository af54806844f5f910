import type { EmailSettings } from '@opstap/contracts';
import { platformRequest } from './client.ts';
import { usePlatformQuery, type QueryState } from './use-platform-query.ts';

/** GET /v1/email-settings?token=: the recipient's subjects, identified by the email link's token. */
export function getEmailSettings(token: string, signal?: AbortSignal) {
  return platformRequest<EmailSettings>('emailSettings', { query: { token }, ...(signal ? { signal } : {}) });
}

export function useEmailSettings(token: string): QueryState<EmailSettings> {
  return usePlatformQuery(`email-settings:${token}`, (signal) => getEmailSettings(token, signal));
}
