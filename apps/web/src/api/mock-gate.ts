let ready: Promise<void> | undefined;

/**
 * Resolves once requests can go out. In a mocks build (`__OPSTAP_MOCKS__`, see scripts/mocks-plugin.ts) the
 * MSW worker registers on the first API call, not at boot (docs/requirements/site.md#page-loading: a page makes
 * no request at boot beyond its own assets). Elsewhere the constant is `false` and the bundler drops the import
 * with the branch; it must be tested here, not through src/config/build-config.ts
 * (docs/decisions/0305-one-build-config.md).
 */
export function mocksReady(): Promise<void> {
  // The prerender's snapshot (decision 0323) asks the platform over HTTP: no worker in Node.
  if (!__OPSTAP_MOCKS__ || typeof window === 'undefined') return Promise.resolve();
  ready ??= import('../mocks/browser.ts').then((mocks) => mocks.startMockWorker());
  return ready;
}
