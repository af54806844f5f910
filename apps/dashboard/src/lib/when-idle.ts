/** How long a deferred piece of work waits for an idle moment at most, in ms: on a busy page it still runs. */
const IDLE_TIMEOUT_MS = 1_000;

/**
 * Runs `work` in an idle moment of its own, after the frames already due have painted (requestIdleCallback
 * with a time-out; a plain task where the browser has none). Returns a function that cancels it. The
 * overview's charts use it so that their code and drawing stay out of the first paint and out of any one
 * long task (docs/decisions/0810-dashboard-charts-drawn-when-idle.md).
 */
export function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, 1);
  return () => window.clearTimeout(handle);
}
