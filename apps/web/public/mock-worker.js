/* The platform mocks' service worker: MSW's own (`mockServiceWorker.js`, written by `msw init` and
 * refreshed on install), with two changes (src/mocks/browser.ts uses both; why: decision 0400).
 * - It stays registered. MSW's worker unregisters itself when its last page closes, which on a plain
 *   navigation from one page to the next is every time; the next page then loads uncontrolled, or under the
 *   dying worker.
 * - It takes control of a page that asks (`CLAIM`). MSW's `start()` answers an uncontrolled page that finds
 *   the worker registered by reloading it, which lands after the page has loaded: a navigation nobody asked
 *   for, which can even cancel the one the visitor did ask for. A page loaded while the worker was still
 *   activating asks to be claimed instead. */
Object.defineProperty(self.registration, 'unregister', { value: () => Promise.resolve(false) });
self.addEventListener('message', (event) => {
  if (event.data === 'CLAIM') event.waitUntil(self.clients.claim());
});
self.importScripts('./mockServiceWorker.js');
