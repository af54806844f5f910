import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { EXACT_ROUTES } from '@opstap/routes';
import { expect, test } from '@playwright/test';
import { watchBoot } from '../support/fixtures.ts';
import { get } from '../support/nginx-requests.ts';
import { collectPageProblems } from '../support/page-problems.ts';
import { useNginx } from '../support/nginx-stack.ts';
import { NGINX_SLOTS, nginxOrigin } from '../support/nginx.ts';
import { WEB_ORIGIN } from '../support/ports.ts';
import { answer, expectServeCase, RULE_URLS, SERVE_CASES } from '../support/serve-cases.ts';

/**
 * The real build under the production config in Debian's nginx (docs/requirements/deployment.md#web-server):
 * every page renders under the strict CSP, and nginx answers as the start server does, by one rule set
 * (decision 0321) with one header set (decision 0704).
 */
const SLOT = NGINX_SLOTS.site;
/** The headers of deploy/security-headers.mjs, sorted. */
const SECURITY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'permissions-policy',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
];
const ORIGIN = nginxOrigin(SLOT);

test.describe('the real site under the production CSP', () => {
  const dist = resolve(import.meta.dirname, '../../apps/web/dist');
  // Every exact route the build prerendered (`/` at least); once the spine's build lands, that is all of them.
  const built = EXACT_ROUTES.filter((route) =>
    existsSync(join(dist, route.path === '/' ? 'index.html' : `${route.path.slice(1)}/index.html`)),
  );
  useNginx(SLOT, { siteRoot: dist });

  test('the build has the home page at least', () => {
    expect(built.map((route) => route.path)).toContain('/');
  });

  test('serves each URL the file of its language version, redirects, 404 pages and noindex by the rules', async ({
    request,
  }) => {
    for (const expected of SERVE_CASES) await expectServeCase(request, ORIGIN, expected);
  });

  test('answers every page URL as the start server does (one rule set)', async ({ request }) => {
    for (const url of [...RULE_URLS, ...SERVE_CASES.map((c) => c.url)]) {
      expect(await answer(request, ORIGIN, url), url).toEqual(await answer(request, WEB_ORIGIN, url));
    }
  });

  test('sends the start server’s security headers, from one source, and HSTS besides (decision 0704)', async ({
    request,
  }) => {
    const home = await (await get(request, WEB_ORIGIN, '/')).text();
    const script = /<script[^>]+src="(\/static\/js\/[^"]+)"/.exec(home)?.[1];
    expect(script).toBeDefined();
    const securityHeaders = (headers: Record<string, string>) =>
      Object.fromEntries(Object.entries(headers).filter(([name]) => SECURITY_HEADERS.includes(name)));
    // A page, a duplicate, a redirect, a 404, a hashed asset, a root file.
    for (const url of [
      '/',
      '/werkgevers?country=gb',
      '/werkzoekenden',
      '/nope',
      script ?? '',
      '/robots.txt',
    ]) {
      const { 'strict-transport-security': hsts, ...fromNginx } = securityHeaders(
        (await get(request, ORIGIN, url)).headers(),
      );
      const fromStart = securityHeaders((await get(request, WEB_ORIGIN, url)).headers());
      expect(hsts, url).toBe('max-age=31536000; includeSubDomains');
      expect(Object.keys(fromNginx).sort(), url).toEqual(
        SECURITY_HEADERS.filter((name) => !/^strict/.test(name)),
      );
      expect(fromStart, url).toEqual(fromNginx);
    }
  });

  test('redirects the bare domain to the same URL on www', async ({ request }) => {
    const response = await get(request, ORIGIN, '/werkgevers?country=gb', { host: 'opstap.nl' });
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toBe('https://www.opstap.nl/werkgevers?country=gb');
    const www = await get(request, ORIGIN, '/werkgevers', { host: 'www.opstap.nl' });
    expect(www.status()).toBe(200);
  });

  for (const route of built) {
    test(`${route.path} renders its screen with no CSP violation, console error or failed request`, async ({
      page,
    }) => {
      const problems = await collectPageProblems(page);
      page.on('response', (response) => {
        if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
      });
      const settled = await watchBoot(page);
      await page.goto(`${ORIGIN}${route.path}`);
      await expect(page.locator(`[data-screen="${route.name}"]`)).toBeVisible();
      // Every chunk boot loads has arrived (and passed the CSP), the lazy telemetry's last of all.
      await settled();
      expect(problems).toEqual([]);
    });
  }
});
