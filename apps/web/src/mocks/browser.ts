import { setupWorker } from 'msw/browser';
import { handlers } from './handlers.ts';

const worker = setupWorker(...handlers);

/**
 * Registers the service worker (`public/mockServiceWorker.js`) and resolves when it intercepts. Requests
 * the mocks do not know (the page's own assets, `/log/*`, `/analytics/*`) pass through untouched.
 */
export async function startMockWorker(): Promise<void> {
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
}
