/* The platform mocks' service worker: MSW's own (`mockServiceWorker.js`, written by `msw init` and
 * refreshed on install), with two changes (src/mocks/browser.ts uses the second; why: decision 0400).
 * - It keeps serving a page that says it is closing. MSW's page sends `CLIENT_CLOSED` on `beforeunload`,
 *   and its worker then forgets the page (and unregisters itself when no page is left). But a page lives
 *   on after `beforeunload` until the next document commits, and its code keeps running: a platform request
 *   it sent then went to the real platform. The notice is dropped before MSW's listener sees it, so the worker
 *   stays registered and keeps every page it has served in its set (a few ids a session).
 * - It takes control of a page that asks (`CLAIM`). MSW's `start()` answers an uncontrolled page that finds
 *   the worker registered by reloading it, which lands after the page has loaded: a navigation nobody asked
 *   for, which can even cancel the one the visitor did ask for. A page loaded while the worker was still
 *   activating asks to be claimed instead. */
self.addEventListener('message', (event) => {
  if (event.data === 'CLIENT_CLOSED') event.stopImmediatePropagation();
  if (event.data === 'CLAIM') event.waitUntil(self.clients.claim());
});
self.importScripts('./mockServiceWorker.js');
