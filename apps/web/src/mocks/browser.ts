import { setupWorker } from 'msw/browser';
import { handlers } from './handlers.ts';

const worker = setupWorker(...handlers);
/** MSW's worker, kept registered across navigations (`public/mock-worker.js` says why). */
const MOCK_WORKER_URL = '/mock-worker.js';

/** How long to wait for the worker to take control of this page before letting requests go out anyway. */
const CONTROL_TIMEOUT_MS = 10_000;

/**
 * Registers the service worker (`public/mock-worker.js`, around MSW's) and resolves when it intercepts. Requests
 * the mocks do not know (the page's own assets, `/log/*`, `/analytics/*`) pass through untouched.
 */
export async function startMockWorker(): Promise<void> {
  await joinRegisteredWorker();
  const registration = await worker.start({
    serviceWorker: { url: MOCK_WORKER_URL },
    onUnhandledFrame: 'bypass',
    quiet: true,
  });
  await untilControlledBy(registration);
}

/**
 * A page that loads while the worker is registered but not yet active (the previous page registered it
 * moments before the visitor moved on) is not controlled, and `start()` would reload it. Ask the worker to
 * claim it instead (`public/mock-worker.js`). If the claim does not come, `start()` reloads as before.
 */
async function joinRegisteredWorker(): Promise<void> {
  const container = navigator.serviceWorker;
  if (container.controller !== null) return;
  const registrations = await container.getRegistrations();
  const registered = registrations.some((registration) =>
    [registration.active, registration.waiting, registration.installing].some((w) =>
      w?.scriptURL.endsWith(MOCK_WORKER_URL),
    ),
  );
  if (!registered) return;
  const { active } = await container.ready;
  const claimed = untilControlledBy(undefined);
  active?.postMessage('CLAIM');
  await claimed;
}

/**
 * `start()` can resolve before its worker controls this page: on the first visit, the worker's
 * `clients.claim()` lands after `start()` has resolved, and a request sent in that gap goes to the real
 * platform (seen as `ERR_NAME_NOT_RESOLVED` offline). The claim fires `controllerchange`: wait until the
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
