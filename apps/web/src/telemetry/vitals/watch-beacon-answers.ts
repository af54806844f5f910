/**
 * Reports the HTTP status of each beacon sent to `endpoint`, read from Resource Timing (`responseStatus`,
 * Chromium 109+): a beacon's answer is otherwise invisible to the page. Silent where unsupported.
 * Returns the stop function.
 */
export function watchBeaconAnswers(endpoint: string, onStatus: (status: number) => void): () => void {
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('resource')
  ) {
    return () => {};
  }
  const target = new URL(endpoint, location.href).href;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceResourceTiming[]) {
      if (entry.initiatorType === 'beacon' && entry.name === target && entry.responseStatus > 0) {
        onStatus(entry.responseStatus);
      }
    }
  });
  observer.observe({ type: 'resource' }); // not buffered: only beacons from now on are ours
  return () => observer.disconnect();
}
