import { MOCKS_ENABLED } from './config.ts';

let ready: Promise<void> | undefined;

/**
 * Resolves once requests can go out. In a mocks build the MSW worker registers on the first API call, not
 * at boot (issue 3: a page makes no request at boot beyond its own assets); elsewhere this is a no-op.
 */
export function mocksReady(): Promise<void> {
  if (!MOCKS_ENABLED) return Promise.resolve();
  ready ??= import('../mocks/browser.ts').then((mocks) => mocks.startMockWorker());
  return ready;
}
