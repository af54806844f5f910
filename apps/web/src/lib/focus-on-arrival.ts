/** Long enough for a lazy page (its 10 s time-out), bounded so a navigation that never lands is forgotten. */
const WAIT_MS = 12_000;

/**
 * After a form that leads to another screen (email settings → saved, unsubscribe → unsubscribed), focus
 * goes to that screen's heading once it is shown: the button that had focus is gone, and focus would drop
 * to `<body>` (docs/requirements/forms.md#validation). Call it just before navigating.
 */
export function focusOnArrival(screen: string): void {
  const selector = `[data-screen="${screen}"] h1`;
  const focus = (): boolean => {
    const heading = document.querySelector<HTMLElement>(selector);
    if (!heading) return false;
    heading.tabIndex = -1;
    heading.focus();
    return true;
  };
  const observer = new MutationObserver(() => {
    if (focus()) stop();
  });
  const timer = setTimeout(() => stop(), WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
}
