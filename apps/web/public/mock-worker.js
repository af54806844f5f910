/* global activeClientIds, hasRestoredActiveClientIds -- MSW's set of the pages it serves, and whether it has
 * read that set back from storage after a restart, declared by mockServiceWorker.js below */
/* The platform mocks' service worker: MSW's own (`mockServiceWorker.js`, written by `msw init` and
 * refreshed on install), with three changes (src/mocks/browser.ts uses the last; why: decision 0400).
 * - It keeps serving a page that says it is closing. MSW's page sends `CLIENT_CLOSE` on `beforeunload`,
 *   and its worker then forgets the page (and unregisters itself when no page is left). But a page lives on
 *   after `beforeunload` until the next document commits, and its code keeps running: a platform request it
 *   sent then went to the real platform. The notice is dropped before MSW's listener sees it, so the worker
 *   stays registered and keeps the ids of the pages it served (a few a session).
 * - It leaves alone the requests of a page it does not serve (yet): they go to the network as if there were
 *   no worker. MSW's own test is "does it serve any page", which the kept ids would make true for every page
 *   after the first, and it would then fetch such a page's scripts itself, out of reach of a test's
 *   `page.route`. (Requests from a dedicated worker would be left alone too; the site starts none.) Until
 *   MSW has read its pages back after the browser restarted the worker, it cannot tell, and MSW decides.
 * - It takes control of a page that asks (`CLAIM`). MSW's `start()` answers an uncontrolled page that finds
 *   the worker registered by reloading it, which lands after the page has loaded: a navigation nobody asked
 *   for, which can even cancel the one the visitor did ask for. A page loaded while the worker was still
 *   activating asks to be claimed instead. */
self.addEventListener('message', (event) => {
  if (event.data === 'CLIENT_CLOSE') event.stopImmediatePropagation();
  if (event.data === 'CLAIM') event.waitUntil(self.clients.claim());
});
self.addEventListener('fetch', (event) => {
  if (hasRestoredActiveClientIds && !activeClientIds.has(event.clientId)) event.stopImmediatePropagation();
});
self.importScripts('./mockServiceWorker.js');
