import { setupWorker } from 'msw/browser';
import { handlers } from './handlers.ts';

const worker = setupWorker(...handlers);

/** How long to wait for the worker to take control of this page before letting requests go out anyway. */
const CONTROL_TIMEOUT_MS = 10_000;

/**
 * Registers the service worker (`public/mockServiceWorker.js`) and resolves when it intercepts. Requests
 * the mocks do not know (the page's own assets, `/log/*`, `/analytics/*`) pass through untouched.
 */
export async function startMockWorker(): Promise<void> {
  const registration = await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
  await untilControlledBy(registration);
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
