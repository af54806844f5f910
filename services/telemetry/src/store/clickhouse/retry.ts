/**
 * Retry with capped exponential back-off and full jitter: inserts are retried while ClickHouse is down
 * (docs/requirements/telemetry-service.md#durability). Jitter keeps the replicas from hammering a
 * restarting server in lock-step.
 */
export interface RetryPolicy {
  /** Total tries, the first included. */
  attempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { attempts: 6, baseDelayMs: 100, maxDelayMs: 2000 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function withRetry<T>(
  run: () => Promise<T>,
  policy: RetryPolicy,
  isRetryable: (error: unknown) => boolean,
  onRetry?: (error: unknown, attempt: number, delayMs: number) => void,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= policy.attempts || !isRetryable(error)) throw error;
      const cap = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
      const delayMs = Math.round(Math.random() * cap);
      onRetry?.(error, attempt, delayMs);
      await sleep(delayMs);
    }
  }
}

/**
 * Server errors worth retrying: the server overloaded or shutting down. Anything else it answers (a syntax
 * or type error) would fail again, so it surfaces at once. Network errors (no code from the server:
 * ECONNREFUSED while it restarts, a reset socket, a timeout) are always retried.
 */
const RETRYABLE_SERVER_CODES = new Set([
  '159', // TIMEOUT_EXCEEDED
  '202', // TOO_MANY_SIMULTANEOUS_QUERIES
  '209', // SOCKET_TIMEOUT
  '210', // NETWORK_ERROR
  '241', // MEMORY_LIMIT_EXCEEDED
  '252', // TOO_MANY_PARTS
  '394', // QUERY_WAS_CANCELLED (server shutting down)
]);

/**
 * The server's error code (a number, as text) when ClickHouse answered with an error. Told by its shape,
 * not by `instanceof ClickHouseError`: each copy of `@clickhouse/client-common` has its own class (chDB's
 * connection throws 1.23.0's, `@clickhouse/client` 1.23.1 bundles another), and Node's own network errors
 * carry a `code` too, but a name (`ECONNREFUSED`), never digits.
 */
export function serverErrorCode(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const code: unknown = (error as Error & { code?: unknown }).code;
  return typeof code === 'string' && /^\d+$/.test(code) ? code : undefined;
}

export function isRetryable(error: unknown): boolean {
  const code = serverErrorCode(error);
  return code === undefined || RETRYABLE_SERVER_CODES.has(code);
}
