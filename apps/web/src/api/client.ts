import { FIELD_ERROR_CODES, PROBLEM_CODES, PLATFORM_ENDPOINTS, type FieldErrorCode } from '@opstap/contracts';
import type { PlatformEndpointName, ProblemCode } from '@opstap/contracts';
import { PLATFORM_API } from '../config/build-config.ts';
import { mocksReady } from './mock-gate.ts';
import type { ApiResult, ServerFieldErrors } from './result.ts';

/**
 * Every platform call ends by then (docs/requirements/forms.md#platform-api-and-mocks): a stalled answer
 * becomes an `error` result (status 0), which the forms show as the spec's error text with a retry.
 */
export const API_TIMEOUT_MS = 15_000;

export interface RequestOptions {
  /** Values for `{name}` segments of the endpoint's path. */
  readonly params?: Record<string, string>;
  readonly query?: Record<string, string | number | undefined>;
  /** Sent as JSON. */
  readonly body?: unknown;
  /** Send the platform's session cookie (only the session call needs it). */
  readonly withCredentials?: boolean;
  readonly signal?: AbortSignal;
}

/** The URL of an endpoint of `PLATFORM_ENDPOINTS`, with its path parameters and query filled in. */
export function endpointUrl(name: PlatformEndpointName, options: RequestOptions = {}): string {
  const path = PLATFORM_ENDPOINTS[name].path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = options.params?.[key];
    if (value === undefined) throw new Error(`Missing path parameter "${key}" for ${name}`);
    return encodeURIComponent(value);
  });
  const url = new URL(PLATFORM_API + path);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

const isProblemCode = (value: unknown): value is ProblemCode =>
  (PROBLEM_CODES as readonly unknown[]).includes(value);
const isFieldErrorCode = (value: unknown): value is FieldErrorCode =>
  (FIELD_ERROR_CODES as readonly unknown[]).includes(value);

/** Reads an RFC 9457 problem document leniently: a proxy's HTML error page still yields an `error`. */
async function problemResult(response: Response): Promise<ApiResult<never>> {
  let problem: { code?: unknown; errors?: unknown } = {};
  try {
    problem = (await response.json()) as typeof problem;
  } catch {
    // Not JSON: keep the status alone.
  }
  const code = isProblemCode(problem.code) ? problem.code : undefined;
  if (code === 'captcha_failed') return { kind: 'captcha_failed' };
  if (code === 'invalid' || (response.status === 422 && code === undefined)) {
    const fieldErrors: ServerFieldErrors = {};
    for (const error of Array.isArray(problem.errors) ? problem.errors : []) {
      const { field, code: fieldCode } = (error ?? {}) as { field?: unknown; code?: unknown };
      if (typeof field === 'string' && isFieldErrorCode(fieldCode)) fieldErrors[field] ??= fieldCode;
    }
    return { kind: 'invalid', fieldErrors };
  }
  return code ? { kind: 'error', status: response.status, code } : { kind: 'error', status: response.status };
}

/**
 * The web app's one HTTP client for the career platform. JSON in, JSON out;
 * failures come back as a typed result, never as a thrown error, except an abort, which the caller asked for.
 */
export async function platformRequest<T>(
  name: PlatformEndpointName,
  options: RequestOptions = {},
): Promise<ApiResult<T>> {
  const { method } = PLATFORM_ENDPOINTS[name];
  const url = endpointUrl(name, options);
  await mocksReady();
  // The caller's abort (a screen that moved on) rejects; the time limit ends in a result.
  const limit = new AbortController();
  const timer = setTimeout(() => limit.abort(), API_TIMEOUT_MS);
  const onCallerAbort = () => limit.abort();
  if (options.signal?.aborted) limit.abort();
  options.signal?.addEventListener('abort', onCallerAbort, { once: true });
  try {
    return await send<T>(url, method, options, limit.signal);
  } catch (error) {
    if (options.signal?.aborted) throw error;
    return { kind: 'error', status: 0 };
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }
}

async function send<T>(
  url: string,
  method: string,
  options: RequestOptions,
  signal: AbortSignal,
): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: {
        Accept: 'application/json, application/problem+json',
        ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: options.body === undefined ? null : JSON.stringify(options.body),
      credentials: options.withCredentials ? 'include' : 'omit',
      signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    return { kind: 'error', status: 0 };
  }
  if (!response.ok) return problemResult(response);
  if (response.status === 204) return { kind: 'success', data: undefined as T };
  try {
    return { kind: 'success', data: (await response.json()) as T };
  } catch {
    return { kind: 'error', status: response.status };
  }
}
