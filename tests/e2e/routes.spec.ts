import { languageSwitchLink, resolve } from '@opstap/routes';
import { expectHeadFor } from '../support/head.ts';
import {
  expect,
  isSameDocument,
  markDocument,
  recordRequests,
  test,
  watchBoot,
} from '../support/fixtures.ts';
import { LIST_ITEMS, screenSelector, SHARED_PATHS_IN_DUTCH, SPEC_PATHS } from '../support/site.ts';

const pathOf = (url: string) => {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
};

// Each test is independent of the others (its own page, nothing stored): they share the workers.
test.describe.configure({ mode: 'parallel' });

// Every path of the spec in both languages: loaded directly (prerendered, then hydrated; a shared path
// in Dutch with `?lang=nl`), then the other language reached client-side through the language switcher.
for (const path of [...SPEC_PATHS, ...SHARED_PATHS_IN_DUTCH]) {
  test(`${path}: direct load and the other language client-side`, async ({ page }) => {
    const first = resolve(path);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator(screenSelector(first.screen))).toBeVisible();
    // `/werkzoekenden` lands on `/` (decision 0320): the head is the landed URL's.
    await expectHeadFor(page, pathOf(page.url()));
    // A list arriving from the platform pushes the footer down: a click while it moves can miss the link.
    const items = LIST_ITEMS[first.screen];
    if (items) await expect(page.locator(items).first()).toBeVisible();

    const other = first.language === 'nl' ? 'en' : 'nl';
    const target = languageSwitchLink(path, other);
    await markDocument(page);
    await page.locator(`[data-switcher="language"] a[lang="${other}"]`).click();
    await expect.poll(() => pathOf(page.url())).toBe(target);
    await expect(page.locator(screenSelector(first.screen))).toBeVisible();
    await expectHeadFor(page, target);
    expect(await isSameDocument(page), 'navigated without a page load').toBe(true);
    await expect(page.locator(`[data-switcher="language"] a[lang="${other}"]`)).toHaveAttribute(
      'aria-current',
      'true',
    );
  });
}

// The head's code loads only for a head the prerender did not write (docs/decisions/0316-lazy-head-code.md).
test('a first visit keeps the prerendered head; a URL the prerender did not write gets its own', async ({
  page,
}) => {
  const requests = recordRequests(page);
  const settled = await watchBoot(page);
  await page.goto('/werkgevers');
  await settled();
  await expectHeadFor(page, '/werkgevers');
  const headChunks = () =>
    requests
      .map((request) => new URL(request.url()).pathname)
      .filter((p) => p.startsWith('/static/js/head.'));
  expect(headChunks(), 'no head code on a first visit to a prerendered URL').toEqual([]);

  // Served the same file as /werkgevers, but a duplicate: noindex, no alternates.
  await page.goto('/werkgevers?country=gb');
  // The file's head already has this canonical: wait for the tag only this URL's head has.
  await expect(page.locator('meta[name="robots"][content="noindex"]')).toHaveCount(1);
  await expectHeadFor(page, '/werkgevers?country=gb');
  expect(headChunks()).toHaveLength(1);
});

test('every path is served with and without a trailing slash', async ({ request }) => {
  for (const path of SPEC_PATHS) {
    for (const url of path === '/' ? ['/'] : [path, `${path}/`]) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      expect(await response.text(), url).toContain(`data-screen="${resolve(url).screen}"`);
      expect(response.headers()['cache-control'], url).toBe('no-cache');
    }
  }
});

test('the start server sends production’s security headers, the CSP of the build it serves among them, HSTS never (decision 0704)', async ({
  request,
}) => {
  for (const url of ['/', '/werkgevers', '/no-such-page']) {
    const headers = (await request.get(url)).headers();
    expect(headers['content-security-policy'], url).toMatch(/^default-src 'self'; script-src 'self' /);
    expect(headers['content-security-policy'], url).not.toContain('unsafe-');
    expect(headers['x-content-type-options'], url).toBe('nosniff');
    expect(headers['x-frame-options'], url).toBe('DENY');
    expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], url).toBe(
      'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    );
    // A loopback origin is potentially trustworthy: COOP applies there over HTTP.
    expect(headers['cross-origin-opener-policy'], url).toBe('same-origin');
    expect(headers['strict-transport-security'], url).toBeUndefined();
  }
  // On a host that is not loopback, COOP would be ignored with a console error: not sent.
  const lan = (await request.get('/', { headers: { host: '192.0.2.10:4173' } })).headers();
  expect(lan['cross-origin-opener-policy']).toBeUndefined();
  expect(lan['x-frame-options']).toBe('DENY');
});

test('a trailing slash is ignored in the browser too', async ({ page }) => {
  for (const path of SPEC_PATHS.filter((p) => p !== '/')) {
    await page.goto(`${path}/`);
    // The document of the URL without the slash, in its language (a failure says where it ended), read
    // through the page's request context: under load Chromium once no longer held the goto's body
    // ("navigated away from") although the page stayed, so that response is not read.
    const document = await page.request.get(`${path}/`);
    expect(await document.text(), `${path}/ ended at ${document.url()} with`).toContain(
      `<html lang="${resolve(path).language}"`,
    );
    await expect(page.locator(screenSelector(resolve(path).screen)), path).toBeVisible();
    await expect(page.locator('link[rel="canonical"]'), `${path}/ at ${page.url()}`).toHaveAttribute(
      'href',
      new URL(resolve(path).canonical, 'https://www.opstap.nl').href,
    );
  }
});

test('header links navigate client-side between screens in the page language', async ({ page }) => {
  await page.goto('/werkgevers');
  await markDocument(page);
  await page.locator('header').getByRole('link', { name: 'Werkzoekenden' }).click();
  await expect.poll(() => pathOf(page.url())).toBe('/');
  await expect(page.locator(screenSelector('jobseekers'))).toBeVisible();
  await expectHeadFor(page, '/');
  await page.locator('header').getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/contact\?lang=nl$/);
  await expect(page.locator(screenSelector('contact'))).toBeVisible();
  await expectHeadFor(page, '/contact?lang=nl');
  await page.goBack();
  await expect(page.locator(screenSelector('jobseekers'))).toBeVisible();
  await expectHeadFor(page, '/');
  expect(await isSameDocument(page)).toBe(true);
});
