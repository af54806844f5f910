/** How long an idle callback may wait on a busy page before it runs anyway. */
const IDLE_TIMEOUT_MS = 5000;

/**
 * Runs `callback` once, after the `load` event and then at the next idle period (or within 5 s on a busy
 * page): telemetry code loads off the first-visit path and never competes with the page for the main thread.
 * Returns a cancel.
 */
export function whenIdle(callback: () => void, win: Window = window): () => void {
  let cancelled = false;
  let cancelPending = (): void => {};
  const run = (): void => {
    if (!cancelled) callback();
  };
  const schedule = (): void => {
    if (cancelled) return;
    if (typeof win.requestIdleCallback === 'function') {
      const handle = win.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
      cancelPending = () => win.cancelIdleCallback(handle);
    } else {
      const handle = win.setTimeout(run, 1); // Safari before 18 has no requestIdleCallback
      cancelPending = () => win.clearTimeout(handle);
    }
  };
  if (win.document.readyState === 'complete') schedule();
  else {
    win.addEventListener('load', schedule, { once: true });
    cancelPending = () => win.removeEventListener('load', schedule);
  }
  return () => {
    cancelled = true;
    cancelPending();
  };
}
