import { test as base, expect, type Page, type Request } from '@playwright/test';

/**
 * The e2e `test`: every test fails on a console error or an uncaught page error (docs/requirements/engineering.md#tests), unless it
 * names the ones it expects. The app's logger prints warnings and errors to the console (local-storage
 * setting), so a logged error, a failed hydration among them, fails the test too.
 */

export interface ConsoleGuard {
  /** Lets console errors matching the pattern through (a test that provokes them on purpose). */
  allow(pattern: RegExp): void;
  /** Every console message seen so far, as `type: text`. */
  readonly messages: string[];
}

/** The warn beacons a page sent to `POST /log/warn`, answered here (the service need not store them). */
export interface WarnBeacons {
  readonly bodies: Record<string, unknown>[];
  /** Waits for a beacon whose message matches. */
  waitFor(pattern: RegExp): Promise<Record<string, unknown>>;
}

export const CONSOLE_LEVEL_KEY = 'opstap:log-level';
export const LOG_WEB_VITALS_KEY = 'opstap:log-web-vitals';

export const test = base.extend<{ consoleGuard: ConsoleGuard; warnBeacons: WarnBeacons }>({
  consoleGuard: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const messages: string[] = [];
      const errors: string[] = [];
      await page.addInitScript((key) => localStorage.setItem(key, 'warn'), CONSOLE_LEVEL_KEY);
      page.on('console', (message) => {
        const text = `${message.type()}: ${message.text()}`;
        messages.push(text);
        if (message.type() === 'error' && !allowed.some((pattern) => pattern.test(message.text()))) {
          errors.push(text);
        }
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      // Chromium's "Failed to load resource" names no URL: the failed requests, to say which one it was.
      const failed: string[] = [];
      page.on('requestfailed', (request) =>
        failed.push(`${request.url()} (${request.failure()?.errorText})`),
      );
      await use({ allow: (pattern) => allowed.push(pattern), messages });
      expect(errors, `console errors (failed requests: ${failed.join(', ') || 'none'})`).toEqual([]);
    },
    { auto: true },
  ],
  warnBeacons: async ({ page }, use) => {
    const bodies: Record<string, unknown>[] = [];
    await page.route('**/log/warn', async (route) => {
      bodies.push(JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>);
      await route.fulfill({ status: 204 });
    });
    const waitFor = async (pattern: RegExp) => {
      await expect
        .poll(() => bodies.some((body) => pattern.test(String(body.message))), { timeout: 30_000 })
        .toBe(true);
      return bodies.find((body) => pattern.test(String(body.message))) ?? {};
    };
    await use({ bodies, waitFor });
  },
});

export { expect };

/** Marks the window, so a test can tell a client-side navigation (mark kept) from a page load. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
}

export async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument === true);
}

/**
 * Watches a page's boot until it has finished loading code. Boot ends by starting telemetry, which loads
 * web-vitals when the page is idle (apps/web/src/main.tsx); its first report, printed by the logger's
 * `opstap:log-web-vitals` switch, means every chunk boot asks for has arrived. Call it before `goto`, and await
 * the function it returns before asserting that a page asked for nothing more: an event to wait for, where
 * "the network was quiet for 500 ms" (`networkidle`) passes too early on a busy machine.
 */
export async function watchBoot(page: Page): Promise<(timeout?: number) => Promise<void>> {
  let reported = false;
  page.on('console', (message) => {
    if (/^\[web-vitals\] (FCP|TTFB) /.test(message.text())) reported = true;
  });
  await page.addInitScript((key) => localStorage.setItem(key, 'true'), LOG_WEB_VITALS_KEY);
  return (timeout = 30_000) =>
    expect.poll(() => reported, { message: 'web-vitals reported after boot', timeout }).toBe(true);
}

/** The requests a page makes from now on. */
export function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}
