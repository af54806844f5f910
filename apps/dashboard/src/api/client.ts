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

/**
 * How long a question may take before the view says so and offers a retry: past the service's own query
 * time-out (QUERY_TIMEOUT_MS, 15 s, which answers 503), so only a service that does not answer at all meets it.
 */
export const ANSWER_TIMEOUT_MS = 20_000;

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

/** The service's refusal as an ApiError: its message when it sent one, else the status line. */
export async function refusal(response: Response): Promise<ApiError> {
  let message = `${response.status} ${response.statusText}`;
  try {
    const body = (await response.json()) as { message?: string };
    if (body.message) message = body.message;
  } catch {
    // not JSON: keep the status line
  }
  return new ApiError(response.status, message);
}

/**
 * A write (`PUT`, `DELETE`) to `/analytics<path>` with the token it needs: the budgets take an operator
 * token, asked for where the budget is edited and never kept (docs/decisions/0142-who-sets-budgets.md). A 401
 * here refuses that token only, never the session's read token.
 */
export async function sendJson<T>(
  method: 'PUT' | 'DELETE',
  path: string,
  token: string,
  body?: unknown,
): Promise<T | null> {
  const response = await fetch(`/analytics${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? null : JSON.stringify(body),
    credentials: 'omit',
  });
  if (!response.ok) throw await refusal(response);
  return response.status === 204 ? null : ((await response.json()) as T);
}

/**
 * The dashboard's one HTTP client: GET `/analytics<path and query>` (queryString) on its own origin with the session's bearer token.
 * A 401 forgets the token, which brings the prompt back saying it was refused (token.ts).
 */
export async function getJson<T>(pathAndQuery: string): Promise<T> {
  const token = readToken();
  if (!token) throw new ApiError(401, 'No token yet.');
  let response: Response;
  try {
    response = await fetch(`/analytics${pathAndQuery}`, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      credentials: 'omit',
      signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
    });
  } catch (error) {
    // No answer at all: the service is down, unreachable or stalled (the view offers a retry).
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new ApiError(
      0,
      timedOut
        ? `the telemetry service did not answer within ${ANSWER_TIMEOUT_MS / 1000} s.`
        : 'the telemetry service did not answer (it may be down or unreachable).',
    );
  }
  if (response.status === 401) {
    refuseToken();
    throw new ApiError(401, 'The token was refused.');
  }
  if (!response.ok) throw await refusal(response);
  return (await response.json()) as T;
}
