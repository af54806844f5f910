import { expect, test } from '@playwright/test';
import friendlyCaptcha from '../../apps/web/src/captcha/friendly-captcha.json' with { type: 'json' };
import { get } from '../support/nginx-requests.ts';
import { collectPageProblems } from '../support/page-problems.ts';
import { useNginx } from '../support/nginx-stack.ts';
import { NGINX_SLOTS, nginxOrigin } from '../support/nginx.ts';
import { TEST_ANALYTICS_TOKEN } from '../support/telemetry-process.ts';

/**
 * The analysts' dashboard through the production nginx config (docs/requirements/deployment.md#web-server):
 * the service's own headers, one policy, and the app working under it in Chromium.
 */
const SLOT = NGINX_SLOTS.dashboard;
const ORIGIN = nginxOrigin(SLOT);

test.describe('the analysts’ dashboard through nginx', () => {
  useNginx(SLOT);

  test('serves /dashboard/ from the service with its own strict CSP (not the site’s) and the service’s caching', async ({
    request,
  }) => {
    const page = await get(request, ORIGIN, '/dashboard/trends');
    expect(page.status()).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    expect(page.headers()['cache-control']).toBe('no-cache');
    // One policy, the dashboard's: this origin only, no captcha, no inline hash.
    const policies = page.headersArray().filter((h) => /^content-security-policy$/i.test(h.name));
    expect(policies).toHaveLength(1);
    const csp = policies[0]?.value ?? '';
    expect(csp.split('; ')).toEqual(
      expect.arrayContaining([
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self'",
        "connect-src 'self'",
        "frame-ancestors 'none'",
        "object-src 'none'",
      ]),
    );
    expect(csp).not.toContain(friendlyCaptcha.scriptUrl);
    expect(csp).not.toContain('frame-src');
    expect(csp).not.toContain('sha256-');
    expect(csp).not.toContain('unsafe-');
    const headers = page.headers();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    for (const name of ['x-frame-options', 'x-content-type-options', 'referrer-policy'])
      expect(page.headersArray().filter((h) => h.name.toLowerCase() === name)).toHaveLength(1);
    const script = /src="(\/dashboard\/assets\/[^"]+\.js)"/.exec(await page.text())?.[1];
    expect(script).toBeDefined();
    const asset = await get(request, ORIGIN, script ?? '');
    expect(asset.status()).toBe(200);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get(request, ORIGIN, '/dashboard')).headers()['location']).toBe('/dashboard/');
  });

  test('works under the production CSP in Chromium: no violation, console error or failed request', async ({
    page,
  }) => {
    const problems = await collectPageProblems(page);
    // Its own vitals would land in the shared store of this file's service: not what this test checks.
    await page.addInitScript(() => {
      navigator.sendBeacon = () => true;
    });
    await page.goto(`${ORIGIN}/dashboard/distribution?metric=LCP`);
    await page.getByLabel('Analytics token').fill(TEST_ANALYTICS_TOKEN);
    await page.getByRole('button', { name: 'Open the dashboard' }).click();
    await expect(page.getByRole('heading', { name: 'Distribution', level: 1 })).toBeVisible();
    await expect(page.getByRole('status')).toHaveCount(0);
    expect(problems).toEqual([]);
  });
});
