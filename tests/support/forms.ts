import type { Locator, Page, Route } from '@playwright/test';
import { expect } from './fixtures.ts';

/** A phone's viewport (an iPhone 12–15): the forms are tested where their outcome most easily scrolls away. */
export const PHONE = { width: 390, height: 844 };

/** What Chromium prints for answers a test provokes on purpose (4xx/5xx, an aborted chunk). */
export const PROVOKED =
  /Failed to load resource: (the server responded with a status of (403|404|422|500)|net::ERR_FAILED)/;

/** A lazy chunk's URL (scripts/asset-names.ts): `static/js/<name>.<hash8>.chunk.js`. */
export const chunk = (name: string) => new RegExp(`/static/js/${name}\\.[0-9a-f]{8}\\.chunk\\.js$`);

/**
 * Holds every request matching `url` until `release()`; then it goes through. A held module script keeps
 * the app from taking over the page (its chunk is what boot waits for).
 */
export async function holdRequests(page: Page, url: RegExp): Promise<{ release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route: Route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/** The bodies of the lead form's requests to the platform, in the order they are sent. */
export function leadRequests(page: Page): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/v1/employer-leads')) bodies.push(request.postDataJSON());
  });
  return bodies;
}

/** The element that has focus, described for an assertion message. */
export async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    return `${element.tagName.toLowerCase()}${element.getAttribute('role') ? `[role=${element.getAttribute('role')}]` : ''}: ${(element.textContent ?? '').trim().slice(0, 80)}`;
  });
}

/** Whether an element lies wholly inside the viewport. */
export async function inViewport(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((css) => {
    const box = document.querySelector(css)?.getBoundingClientRect();
    return !!box && box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight;
  }, selector);
}

/** The app's time-outs (apps/web: src/captcha/captcha-provider.ts, src/lazy/screen-loader.ts). */
export const CAPTCHA_LOAD_TIMEOUT_MS = 15_000;
export const PAGE_TIMEOUT_MS = 10_000;

/**
 * Moves the page's clock (installed before the page opened) past a time-out until `outcome` shows, instead of
 * waiting it out. Jumps of a whole time-out: a timer armed after one jump fires at the next.
 */
export async function passTimeOut(page: Page, timeoutMs: number, outcome: Locator) {
  await expect(async () => {
    await page.clock.fastForward(timeoutMs);
    await expect(outcome).toBeVisible({ timeout: 2_000 });
  }).toPass({ intervals: [0] });
}
