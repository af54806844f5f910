import type { Session } from '@opstap/contracts';
import { platformRequest } from './client.ts';
import { usePlatformQuery, type QueryState } from './use-platform-query.ts';

/** GET /v1/session: who the visitor is on the platform (its cookie is sent, so credentials are included). */
export function getSession(signal?: AbortSignal) {
  return platformRequest<Session>('session', { withCredentials: true, ...(signal ? { signal } : {}) });
}

/** The visitor's session, fetched when the screen that needs it opens (the contact screen). */
export function useSession(): QueryState<Session> {
  return usePlatformQuery('session', getSession);
}
