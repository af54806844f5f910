import { expect, test } from '@playwright/test';
import { get, expectSecurityHeaders } from '../support/nginx-requests.ts';
import { useNginx } from '../support/nginx-stack.ts';
import { NGINX_SLOTS, nginxOrigin } from '../support/nginx.ts';
import { FIXTURE_CSS, FIXTURE_JS } from '../support/site-fixture.ts';
import { TEST_ANALYTICS_TOKEN } from '../support/telemetry-process.ts';

/**
 * The production web config (apps/web/deploy/nginx.conf) in Debian's nginx, on a fixture site with the build's
 * layout (docs/requirements/deployment.md#web-server): routing and status codes, caching, compression,
 * security headers, the telemetry proxy, and a strict CSP enforced in Chromium. The built telemetry service is
 * the upstream.
 */
const SLOT = NGINX_SLOTS.rules;
const ORIGIN = nginxOrigin(SLOT);

test.describe('nginx rules, on a fixture site with the build layout', () => {
  useNginx(SLOT);

  test('serves each exact path its own prerendered HTML, never cached, with the security headers', async ({
    request,
  }) => {
    for (const [path, marker] of [
      ['/', 'home'],
      ['/werkgevers', 'werkgevers'],
      ['/employers', 'employers'],
      ['/nps/recruiters', 'nps-recruiters'],
    ] as const) {
      const response = await get(request, ORIGIN, path);
      expect(response.status(), path).toBe(200);
      expect(await response.text()).toContain(`data-page="${marker}"`);
      expect(response.headers()['content-type']).toMatch(/^text\/html/);
      expect(response.headers()['cache-control']).toBe('no-cache');
      expectSecurityHeaders(response.headers());
    }
  });

  test('serves /werkgevers-{name} and /employers-{name} the employers page of their language', async ({
    request,
  }) => {
    for (const [path, marker] of [
      ['/werkgevers-acme', 'werkgevers'],
      ['/employers-acme_ltd-2', 'employers'],
    ] as const) {
      const response = await get(request, ORIGIN, path);
      expect(response.status(), path).toBe(200);
      expect(await response.text()).toContain(`data-page="${marker}"`);
      expect(response.headers()['cache-control']).toBe('no-cache');
    }
    for (const path of ['/werkgevers-', '/werkgevers-acme/jobs', '/employers-%2e%2e']) {
      expect((await get(request, ORIGIN, path)).status(), path).toBe(404);
    }
  });

  test('answers an unknown path with the 404 page and status 404, headers included', async ({ request }) => {
    const response = await get(request, ORIGIN, '/bestaat-niet');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('data-page="not-found"');
    expect(response.headers()['cache-control']).toBe('no-cache');
    expectSecurityHeaders(response.headers());
    for (const path of ['/404.html', '/index.html', '/werkgevers/index.html']) {
      expect((await get(request, ORIGIN, path)).status(), path).toBe(404);
    }
  });

  test('redirects a trailing slash to the one URL of the page, keeping the query', async ({ request }) => {
    const response = await get(request, ORIGIN, '/werkgevers/?lang=en');
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toBe('/werkgevers?lang=en');
  });

  test('caches hashed assets for a year as immutable, and a missing chunk is a 404', async ({ request }) => {
    for (const path of [FIXTURE_JS, FIXTURE_CSS]) {
      const response = await get(request, ORIGIN, path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      expectSecurityHeaders(response.headers());
    }
    expect((await get(request, ORIGIN, FIXTURE_JS)).headers()['content-type']).toMatch(/javascript/);
    expect((await get(request, ORIGIN, '/static/js/gone.0000.chunk.js')).status()).toBe(404);
  });

  test('compresses with brotli when the client accepts it, else gzip', async ({ request }) => {
    const br = await get(request, ORIGIN, FIXTURE_JS, { 'accept-encoding': 'br, gzip' });
    expect(br.headers()['content-encoding']).toBe('br');
    const gzip = await get(request, ORIGIN, FIXTURE_JS, { 'accept-encoding': 'gzip' });
    expect(gzip.headers()['content-encoding']).toBe('gzip');
    expect(gzip.headers()['vary']).toMatch(/Accept-Encoding/i);
  });

  test('proxies /analytics/* and /log/* to the telemetry service', async ({ request }) => {
    const path = `/nginx-proxy-${Date.now()}`;
    const beacon = await request.post(`${ORIGIN}/analytics/vital`, {
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin: ORIGIN },
      data: JSON.stringify({
        name: 'LCP',
        value: 1234,
        id: `v5-nginx-${Date.now()}`,
        connectionType: '4g',
        device: 'desktop',
        country: 'nl',
        language: 'nl',
        appVersion: '0.1.0',
        appType: 'home-page',
        path,
        userType: 'anonymous',
        windowOrientation: 'landscape',
        height: 900,
        width: 1440,
        devicePixelRatio: 1,
      }),
    });
    expect(beacon.status()).toBe(204);
    expect(beacon.headers()['cache-control']).toBeUndefined();
    const warn = await request.post(`${ORIGIN}/log/warn`, {
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      data: { type: 'warn', message: 'via nginx', stacktrace: '', userAgent: 'e2e', path },
    });
    expect(warn.status()).toBe(204);
    expect((await get(request, ORIGIN, '/analytics/vitals/summary?metric=LCP&groupBy=path')).status()).toBe(
      401,
    );
    await expect(async () => {
      const summary = await get(
        request,
        ORIGIN,
        `/analytics/vitals/summary?metric=LCP&groupBy=path&path=${path}`,
        {
          authorization: `Bearer ${TEST_ANALYTICS_TOKEN}`,
        },
      );
      expect(summary.status()).toBe(200);
      expect((await summary.json()).rows).toMatchObject([{ group: { path }, count: 1, p75: 1234 }]);
    }).toPass({ timeout: 30_000 });
  });

  test('the CSP is enforced in Chromium: same-origin scripts and the build’s hashed inline CSS apply, injected inline code does not', async ({
    page,
  }) => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/.test(message.text()))
        refused.push(message.text());
    });
    await page.goto(`${ORIGIN}/`);
    await expect(page.locator('html')).toHaveAttribute('data-js', 'ran');
    await expect(page.locator('main')).toHaveCSS('letter-spacing', '3px');
    await expect.poll(() => refused.join('\n')).toMatch(/inline script/);
    expect(
      await page.evaluate(() => (window as unknown as { inlineRan?: boolean }).inlineRan),
    ).toBeUndefined();
  });
});
