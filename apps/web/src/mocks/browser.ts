import { setupWorker } from 'msw/browser';
import { handlers } from './handlers.ts';

const worker = setupWorker(...handlers);
/** Where `msw init` put the worker (MSW's default URL, which `start()` registers). */
const MOCK_WORKER_PATH = '/mockServiceWorker.js';

/** How long to wait for the worker to take control of this page before letting requests go out anyway. */
const CONTROL_TIMEOUT_MS = 10_000;

/**
 * Registers the service worker (`public/mockServiceWorker.js`) and resolves when it intercepts. Requests
 * the mocks do not know (the page's own assets, `/log/*`, `/analytics/*`) pass through untouched.
 */
export async function startMockWorker(): Promise<void> {
  await dropRegistrationsNotControllingThisPage();
  const registration = await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
  await untilControlledBy(registration);
}

/**
 * `start()` reloads the page (`location.reload()`) when it finds a registration of its worker while nothing
 * controls this page: meant for a hard reload, which bypasses the worker. The same state arises when the
 * previous page was the worker's last client and the worker unregistered itself as that page closed: this
 * page loads uncontrolled while the registration is still listed. The reload then lands after the page has
 * loaded, a second navigation nobody asked for (an e2e test saw its page become another document under it).
 * Unregistering those first lets `start()` register afresh; the new worker's `clients.claim()` takes this
 * page, which `untilControlledBy` waits for. No reload either way.
 */
async function dropRegistrationsNotControllingThisPage(): Promise<void> {
  const container = navigator.serviceWorker;
  if (container.controller !== null) return;
  const registrations = await container.getRegistrations();
  const mocks = registrations.filter((registration) =>
    [registration.active, registration.waiting, registration.installing].some((w) =>
      w?.scriptURL.endsWith(MOCK_WORKER_PATH),
    ),
  );
  await Promise.all(mocks.map((registration) => registration.unregister()));
}

/**
 * `start()` can resolve before its worker controls this page. When the previous page was the worker's last
 * client, the worker unregisters itself as that page closes. This page then loads uncontrolled, or still
 * controlled by that unregistered worker, which passes every request through; `start()` registers a new
 * worker whose `clients.claim()` may land after `start()` has resolved. A request sent in that gap goes to the
 * real platform (seen as `ERR_NAME_NOT_RESOLVED` offline). The claim fires `controllerchange`: wait until the
 * controller is the worker `start()` activated.
 */
function untilControlledBy(registration: ServiceWorkerRegistration | undefined): Promise<void> {
  const container = navigator.serviceWorker;
  const controlled = () =>
    container.controller !== null &&
    (registration === undefined || container.controller === registration.active);
  if (controlled()) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      container.removeEventListener('controllerchange', check);
      resolve();
    };
    const check = () => {
      if (controlled()) done();
    };
    // If nothing takes control (a hard reload can leave a page uncontrolled), go on, as before this wait.
    const timer = setTimeout(done, CONTROL_TIMEOUT_MS);
    container.addEventListener('controllerchange', check);
  });
}
