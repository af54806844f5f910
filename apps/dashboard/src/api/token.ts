/**
 * The analyst's bearer token, kept for the browser session only (sessionStorage): entered once per session,
 * sent only as an `Authorization: Bearer` header, never in a URL or a cookie
 * (docs/requirements/telemetry-service.md#dashboard).
 */
const KEY = 'opstap:analytics-token';

type Listener = (token: string | null) => void;
const listeners = new Set<Listener>();

export function readToken(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function saveToken(token: string): void {
  sessionStorage.setItem(KEY, token);
  for (const listener of listeners) listener(token);
}

/** Forgets the token (a 401, or the analyst signs out): the prompt comes back. */
export function clearToken(): void {
  sessionStorage.removeItem(KEY);
  for (const listener of listeners) listener(null);
}

export function onTokenChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
