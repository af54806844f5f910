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
