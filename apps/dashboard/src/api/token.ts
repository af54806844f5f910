/**
 * The analyst's bearer token, kept for the browser session only (sessionStorage): entered once per session,
 * sent only as an `Authorization: Bearer` header, never in a URL or a cookie
 * (docs/requirements/telemetry-service.md#dashboard).
 */
const KEY = 'opstap:analytics-token';

type Listener = (token: string | null) => void;
const listeners = new Set<Listener>();
/**
 * Whether the service refused the token (a 401) since one was last saved: the prompt says so, also when the
 * refusal came before the app listened (the entry's early questions, ask-early.ts).
 */
let refused = false;

export function readToken(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function saveToken(token: string): void {
  refused = false;
  sessionStorage.setItem(KEY, token);
  for (const listener of listeners) listener(token);
}

/** Forgets the token (a 401, or the analyst signs out): the prompt comes back. */
export function clearToken(): void {
  sessionStorage.removeItem(KEY);
  for (const listener of listeners) listener(null);
}

/** The service refused the token (a 401): it is forgotten, and the prompt comes back saying so. */
export function refuseToken(): void {
  refused = true;
  clearToken();
}

export const wasRefused = (): boolean => refused;

export function onTokenChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
