import { expect, test } from '../support/fixtures.ts';

/**
 * The platform mocks of the e2e build (docs/decisions/0400-mocks-switch.md) answer every platform request
 * a page makes, for as long as the page is there: no request reaches the real platform, which a test
 * machine cannot reach and no test may depend on.
 */

/** The platform's origin in the e2e build (`VITE_PLATFORM_API` unset: apps/web/src/config/build-config.ts). */
const PLATFORM_ORIGIN = 'https://api.opstap.nl';

test('the mocks keep answering a page between its beforeunload and its unload', async ({ page }) => {
  await page.goto('/locations');
  // The list came from the mocks: the worker is active and this page is one of its clients.
  await expect(page.locator('[data-screen="locations"] .location').first()).toBeVisible();

  const answer = await page.evaluate(async (platform) => {
    // A navigation away starts with `beforeunload`; the page lives on, and its code keeps running, until the
    // next document commits. MSW's page tells its worker it is closing at this point.
    window.dispatchEvent(new Event('beforeunload'));
    // Messages to a worker arrive in order: once it answers this one, it has handled the closing notice.
    const container = navigator.serviceWorker;
    await new Promise<void>((resolve) => {
      const onMessage = (event: MessageEvent<{ type?: string }>) => {
        if (event.data?.type !== 'KEEPALIVE_RESPONSE') return;
        container.removeEventListener('message', onMessage);
        resolve();
      };
      container.addEventListener('message', onMessage);
      container.controller?.postMessage('KEEPALIVE_REQUEST');
    });
    try {
      const response = await fetch(`${platform}/v1/locations?language=en&country=nl`);
      return `${response.status} ${(await response.text()).slice(0, 1)}`;
    } catch (error) {
      return `failed: ${String(error)}`;
    }
  }, PLATFORM_ORIGIN);
  expect(answer, 'a platform request from a page on its way out').toBe('200 {');
});
