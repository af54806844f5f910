import { readToken, refuseToken } from './token.ts';

/** A refusal of the query API, with its status and the service's message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type Params = Record<string, string | number | undefined>;

/** `?a=1&b=x`, leaving out the empty ones, in a stable order so equal queries share a cache entry. */
export function queryString(params: Params): string {
  const search = new URLSearchParams();
  for (const key of Object.keys(params).sort()) {
    const value = params[key];
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * The dashboard's one HTTP client: GET `/analytics<path and query>` (queryString) on its own origin with the session's bearer token.
 * A 401 forgets the token, which brings the prompt back saying it was refused (token.ts).
 */
export async function getJson<T>(pathAndQuery: string): Promise<T> {
  const token = readToken();
  if (!token) throw new ApiError(401, 'No token yet.');
  const response = await fetch(`/analytics${pathAndQuery}`, {
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    credentials: 'omit',
  });
  if (response.status === 401) {
    refuseToken();
    throw new ApiError(401, 'The token was refused.');
  }
  if (!response.ok) {
    let message = `${response.status} ${response.statusText}`;
    try {
      const body = (await response.json()) as { message?: string };
      if (body.message) message = body.message;
    } catch {
      // not JSON: keep the status line
    }
    throw new ApiError(response.status, message);
  }
  return (await response.json()) as T;
}
