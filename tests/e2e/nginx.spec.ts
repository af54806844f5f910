import { existsSync, rmSync } from 'node:fs';
import { Agent, createServer as createHttpServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { vitalReport, warnLog } from '@opstap/contracts/fixtures';
import { EXACT_ROUTES } from '@opstap/routes';
import { expect, test, type APIRequestContext } from '@playwright/test';
import friendlyCaptcha from '../../apps/web/src/captcha/friendly-captcha.json' with { type: 'json' };
import { watchBoot } from '../support/fixtures.ts';
import { startDns, type DnsStandIn } from '../support/dns.ts';
import { NGINX_ORIGIN, startNginx, type Nginx } from '../support/nginx.ts';
import { WEB_ORIGIN } from '../support/ports.ts';
import { answer, expectServeCase, RULE_URLS, SERVE_CASES } from '../support/serve-cases.ts';
import { FIXTURE_CSS, FIXTURE_JS, writeFixtureSite } from '../support/site-fixture.ts';
import { startTelemetry, TEST_ANALYTICS_TOKEN, type TelemetryProcess } from '../support/telemetry-process.ts';

/**
 * The production web config (apps/web/deploy/nginx.conf) in Debian's nginx, as the CDN would serve the site
 * (docs/requirements/deployment.md#web-server): routing and status codes, caching, compression, security headers, the telemetry proxy, and a
 * strict CSP the real site works under in Chromium. The built telemetry service is the upstream.
 */

let telemetry: TelemetryProcess;
test.beforeAll(async () => {
  telemetry = await startTelemetry(NGINX_ORIGIN);
});
test.afterAll(async () => {
  await telemetry?.stop();
});

const get = (request: APIRequestContext, path: string, headers: Record<string, string> = {}) =>
  request.get(`${NGINX_ORIGIN}${path}`, { maxRedirects: 0, headers });

function expectSecurityHeaders(headers: Record<string, string>) {
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  // The lead form's captcha works under it: the provider's site script by exact URL, its widget frame.
  expect(csp).toContain(friendlyCaptcha.scriptUrl);
  expect(csp.split('; ')).toContain(`frame-src ${friendlyCaptcha.apiOrigin}`);
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).not.toContain('unsafe-eval');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['server']).toBe('nginx'); // server_tokens off: no version
}

test.describe('nginx rules, on a fixture site with the build layout', () => {
  let nginx: Nginx;
  let site: string;
  test.beforeAll(async () => {
    site = writeFixtureSite();
    nginx = await startNginx(site, telemetry.port);
  });
  test.afterAll(async () => {
    await nginx?.stop();
    rmSync(site, { recursive: true, force: true });
  });

  test('serves each exact path its own prerendered HTML, never cached, with the security headers', async ({
    request,
  }) => {
    for (const [path, marker] of [
      ['/', 'home'],
      ['/werkgevers', 'werkgevers'],
      ['/employers', 'employers'],
      ['/nps/recruiters', 'nps-recruiters'],
    ] as const) {
      const response = await get(request, path);
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
      const response = await get(request, path);
      expect(response.status(), path).toBe(200);
      expect(await response.text()).toContain(`data-page="${marker}"`);
      expect(response.headers()['cache-control']).toBe('no-cache');
    }
    for (const path of ['/werkgevers-', '/werkgevers-acme/jobs', '/employers-%2e%2e']) {
      expect((await get(request, path)).status(), path).toBe(404);
    }
  });

  test('answers an unknown path with the 404 page and status 404, headers included', async ({ request }) => {
    const response = await get(request, '/bestaat-niet');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('data-page="not-found"');
    expect(response.headers()['cache-control']).toBe('no-cache');
    expectSecurityHeaders(response.headers());
    for (const path of ['/404.html', '/index.html', '/werkgevers/index.html']) {
      expect((await get(request, path)).status(), path).toBe(404);
    }
  });

  test('redirects a trailing slash to the one URL of the page, keeping the query', async ({ request }) => {
    const response = await get(request, '/werkgevers/?lang=en');
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toBe('/werkgevers?lang=en');
  });

  test('caches hashed assets for a year as immutable, and a missing chunk is a 404', async ({ request }) => {
    for (const path of [FIXTURE_JS, FIXTURE_CSS]) {
      const response = await get(request, path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      expectSecurityHeaders(response.headers());
    }
    expect((await get(request, FIXTURE_JS)).headers()['content-type']).toMatch(/javascript/);
    expect((await get(request, '/static/js/gone.0000.chunk.js')).status()).toBe(404);
  });

  test('compresses with brotli when the client accepts it, else gzip', async ({ request }) => {
    const br = await get(request, FIXTURE_JS, { 'accept-encoding': 'br, gzip' });
    expect(br.headers()['content-encoding']).toBe('br');
    const gzip = await get(request, FIXTURE_JS, { 'accept-encoding': 'gzip' });
    expect(gzip.headers()['content-encoding']).toBe('gzip');
    expect(gzip.headers()['vary']).toMatch(/Accept-Encoding/i);
  });

  test('proxies /analytics/* and /log/* to the telemetry service', async ({ request }) => {
    const path = `/nginx-proxy-${Date.now()}`;
    const beacon = await request.post(`${NGINX_ORIGIN}/analytics/vital`, {
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin: NGINX_ORIGIN },
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
    const warn = await request.post(`${NGINX_ORIGIN}/log/warn`, {
      headers: { 'content-type': 'application/json', origin: NGINX_ORIGIN },
      data: { type: 'warn', message: 'via nginx', stacktrace: '', userAgent: 'e2e', path },
    });
    expect(warn.status()).toBe(204);
    expect((await get(request, '/analytics/vitals/summary?metric=LCP&groupBy=path')).status()).toBe(401);
    await expect(async () => {
      const summary = await get(request, `/analytics/vitals/summary?metric=LCP&groupBy=path&path=${path}`, {
        authorization: `Bearer ${TEST_ANALYTICS_TOKEN}`,
      });
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
    await page.goto(`${NGINX_ORIGIN}/`);
    await expect(page.locator('html')).toHaveAttribute('data-js', 'ran');
    await expect(page.locator('main')).toHaveCSS('letter-spacing', '3px');
    await expect.poll(() => refused.join('\n')).toMatch(/inline script/);
    expect(
      await page.evaluate(() => (window as unknown as { inlineRan?: boolean }).inlineRan),
    ).toBeUndefined();
  });
});

test.describe('the real site under the production CSP', () => {
  const dist = resolve(import.meta.dirname, '../../apps/web/dist');
  // Every exact route the build prerendered (`/` at least); once the spine's build lands, that is all of them.
  const built = EXACT_ROUTES.filter((route) =>
    existsSync(join(dist, route.path === '/' ? 'index.html' : `${route.path.slice(1)}/index.html`)),
  );
  let nginx: Nginx;
  test.beforeAll(async () => {
    nginx = await startNginx(dist, telemetry.port);
  });
  test.afterAll(async () => {
    await nginx?.stop();
  });

  test('the build has the home page at least', () => {
    expect(built.map((route) => route.path)).toContain('/');
  });

  test('serves each URL the file of its language version, redirects, 404 pages and noindex by the rules', async ({
    request,
  }) => {
    for (const expected of SERVE_CASES) await expectServeCase(request, NGINX_ORIGIN, expected);
  });

  test('answers every page URL as the start server does (one rule set)', async ({ request }) => {
    for (const url of [...RULE_URLS, ...SERVE_CASES.map((c) => c.url)]) {
      expect(await answer(request, NGINX_ORIGIN, url), url).toEqual(await answer(request, WEB_ORIGIN, url));
    }
  });

  test('redirects the bare domain to the same URL on www', async ({ request }) => {
    const response = await get(request, '/werkgevers?country=gb', { host: 'opstap.nl' });
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toBe('https://www.opstap.nl/werkgevers?country=gb');
    const www = await get(request, '/werkgevers', { host: 'www.opstap.nl' });
    expect(www.status()).toBe(200);
  });

  for (const route of built) {
    test(`${route.path} renders its screen with no CSP violation, console error or failed request`, async ({
      page,
    }) => {
      const problems: string[] = [];
      await page.exposeFunction('reportViolation', (text: string) => problems.push(`CSP: ${text}`));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) =>
          (window as unknown as { reportViolation: (d: string) => void }).reportViolation(
            `${event.effectiveDirective} blocked ${event.blockedURI}`,
          ),
        );
      });
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('requestfailed', (request) => problems.push(`failed: ${request.url()}`));
      page.on('response', (response) => {
        if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
      });
      const settled = await watchBoot(page);
      await page.goto(`${NGINX_ORIGIN}${route.path}`);
      await expect(page.locator(`[data-screen="${route.name}"]`)).toBeVisible();
      // Every chunk boot loads has arrived (and passed the CSP), the lazy telemetry's last of all.
      await settled();
      expect(problems).toEqual([]);
    });
  }
});

test.describe('the analysts’ dashboard through nginx', () => {
  let nginx: Nginx;
  let site: string;
  test.beforeAll(async () => {
    site = writeFixtureSite();
    nginx = await startNginx(site, telemetry.port);
  });
  test.afterAll(async () => {
    await nginx?.stop();
    rmSync(site, { recursive: true, force: true });
  });

  test('serves /dashboard/ from the service with its own strict CSP (not the site’s) and the service’s caching', async ({
    request,
  }) => {
    const page = await get(request, '/dashboard/trends');
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
    const asset = await get(request, script ?? '');
    expect(asset.status()).toBe(200);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get(request, '/dashboard')).headers()['location']).toBe('/dashboard/');
  });

  test('works under the production CSP in Chromium: no violation, console error or failed request', async ({
    page,
  }) => {
    const problems: string[] = [];
    await page.exposeFunction('reportViolation', (text: string) => problems.push(`CSP: ${text}`));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { reportViolation: (d: string) => void }).reportViolation(
          `${event.effectiveDirective} blocked ${event.blockedURI}`,
        ),
      );
      // Its own vitals would land in the shared store of this file's service: not what this test checks.
      navigator.sendBeacon = () => true;
    });
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('requestfailed', (request) => problems.push(`failed: ${request.url()}`));
    await page.goto(`${NGINX_ORIGIN}/dashboard/distribution?metric=LCP`);
    await page.getByLabel('Analytics token').fill(TEST_ANALYTICS_TOKEN);
    await page.getByRole('button', { name: 'Open the dashboard' }).click();
    await expect(page.getByRole('heading', { name: 'Distribution', level: 1 })).toBeVisible();
    await expect(page.getByRole('status')).toHaveCount(0);
    expect(problems).toEqual([]);
  });
});

test.describe('the access log', () => {
  let nginx: Nginx;
  let site: string;
  test.beforeAll(async () => {
    site = writeFixtureSite();
    nginx = await startNginx(site, telemetry.port);
  });
  test.afterAll(async () => {
    await nginx?.stop();
    rmSync(site, { recursive: true, force: true });
  });

  test('keeps a beacon’s path, status and size, never its address, user agent or query string (a `?token=`)', async () => {
    const answered = await postFrom('127.0.0.77', '/analytics/vital?token=SECRET-TOKEN-77', vitalReport(), {
      'user-agent': 'SECRET-AGENT/77',
    });
    expect(answered.status).toBe(204);
    const page = await fetch(`${NGINX_ORIGIN}/werkgevers?token=SECRET-TOKEN-78`, {
      headers: { 'user-agent': 'SECRET-AGENT/78' },
    });
    expect(page.status).toBe(200);
    const lines = nginx.accessLog();
    const beacon = lines.find((line) => line.includes('/analytics/vital'));
    expect(beacon).toMatch(/"POST \/analytics\/vital" 204 0 /);
    expect(lines.find((line) => line.includes('/werkgevers'))).toMatch(/"GET \/werkgevers" 200 \d+ /);
    const all = lines.join('\n');
    for (const secret of ['127.0.0.77', '127.0.0.1', 'SECRET-TOKEN', 'token=', 'SECRET-AGENT'])
      expect(all).not.toContain(secret);
  });
});

/** One POST through nginx from the given loopback source address (loopback takes any of 127/8). */
function postFrom(
  address: string,
  path: `/analytics/vital${string}` | `/log/warn${string}`,
  body: unknown,
  headers: Record<string, string> = {},
  agent?: Agent,
): Promise<{ status: number; retryAfter: string | undefined; body: string }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: new URL(NGINX_ORIGIN).port,
        path,
        method: 'POST',
        localAddress: address,
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            retryAfter: res.headers['retry-after'] as string,
            body: text,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

test.describe('per-visitor rate limits through nginx', () => {
  // A service of its own with a small per-minute limit, so its buckets show within a few requests; nginx's
  // limit_req (20 a second, burst 100) is the production one, unchanged.
  const SERVICE_LIMIT = 5;
  let limited: TelemetryProcess;
  let nginx: Nginx;
  let site: string;
  test.beforeAll(async () => {
    limited = await startTelemetry(NGINX_ORIGIN, { RATE_LIMIT_PER_MINUTE: String(SERVICE_LIMIT) });
    site = writeFixtureSite();
    nginx = await startNginx(site, limited.port);
  });
  test.afterAll(async () => {
    await nginx?.stop();
    await limited?.stop();
    rmSync(site, { recursive: true, force: true });
  });

  test('the service gives two visitors behind nginx two buckets, whatever X-Forwarded-For a visitor sends', async () => {
    const statuses = async (address: string, count: number, headers: Record<string, string> = {}) => {
      const seen: number[] = [];
      for (let i = 0; i < count; i += 1) {
        seen.push(
          (await postFrom(address, '/analytics/vital', vitalReport({ path: '/buckets' }), headers)).status,
        );
      }
      return seen;
    };
    // Visitor A spends its bucket; a forged X-Forwarded-For does not buy a fresh one (nginx appends
    // the address it saw, and the service trusts only nginx's: TRUST_PROXY).
    expect(await statuses('127.0.0.2', SERVICE_LIMIT)).toEqual(Array(SERVICE_LIMIT).fill(204));
    const over = await postFrom('127.0.0.2', '/analytics/vital', vitalReport(), {
      'x-forwarded-for': '203.0.113.1',
    });
    expect(over.status).toBe(429);
    expect(JSON.parse(over.body)).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    expect(Number(over.retryAfter)).toBeGreaterThan(1); // the service's minute, not nginx's second
    // Visitor B, same nginx, same service: its own bucket.
    expect(await statuses('127.0.0.3', SERVICE_LIMIT)).toEqual(Array(SERVICE_LIMIT).fill(204));
  });

  test('nginx’s limit_req answers 429 to a visitor past its rate while another visitor is still served', async () => {
    // 300 requests at once from one visitor, far past 20 a second plus the burst of 100.
    const agent = new Agent({ keepAlive: true, maxSockets: 32 });
    const flood = await Promise.all(
      Array.from({ length: 300 }, () => postFrom('127.0.0.4', '/log/warn', warnLog(), {}, agent)),
    );
    agent.destroy();
    // nginx's own refusals carry its one-second Retry-After; the service's (past its 5) say a minute.
    const byNginx = flood.filter((r) => r.status === 429 && r.retryAfter === '1');
    expect(byNginx.length).toBeGreaterThan(0);
    expect(JSON.parse(byNginx[0]?.body ?? '{}')).toMatchObject({
      statusCode: 429,
      error: 'Too Many Requests',
    });
    expect(flood.filter((r) => r.status === 204).length).toBeLessThanOrEqual(SERVICE_LIMIT);
    // Meanwhile another visitor is served: nginx passes it on and the service stores it.
    expect((await postFrom('127.0.0.5', '/log/warn', warnLog())).status).toBe(204);
  });
});

test.describe('telemetry replicas behind one name (decision 0703)', () => {
  // Two replicas on two loopback addresses and one port, as compose gives each container an address of its
  // own under the shared name; a DNS stand-in answers the name as Docker's DNS does.
  let nginx: Nginx;
  let site: string;
  let dns: DnsStandIn;
  const replicas: Server[] = [];
  test.beforeAll(async () => {
    site = writeFixtureSite();
    dns = await startDns('telemetry.test');
    dns.addresses = ['127.0.0.2'];
    let port = 0;
    for (const [address, name] of [
      ['127.0.0.2', 'a'],
      ['127.0.0.3', 'b'],
    ] as const) {
      const replica = createHttpServer((request, response) => {
        request.resume();
        response.writeHead(204, { 'x-replica': name }).end();
      });
      await new Promise<void>((done) => replica.listen(port, address, done));
      port = (replica.address() as AddressInfo).port;
      replicas.push(replica);
    }
    nginx = await startNginx(site, port, {
      name: `telemetry.test:${port}`,
      resolver: `127.0.0.1:${dns.port}`,
    });
  });
  test.afterAll(async () => {
    await nginx?.stop();
    for (const replica of replicas) replica.close();
    await dns?.stop();
    rmSync(site, { recursive: true, force: true });
  });

  test('a replica added under the name gets requests without a reload', async () => {
    const replica = async () =>
      (
        await fetch(`${NGINX_ORIGIN}/log/warn`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        })
      ).headers.get('x-replica');
    for (let i = 0; i < 4; i += 1) expect(await replica()).toBe('a');
    dns.addresses = ['127.0.0.2', '127.0.0.3'];
    await expect
      .poll(
        async () => {
          const seen = new Set<string | null>();
          for (let i = 0; i < 6; i += 1) seen.add(await replica());
          return [...seen].sort();
        },
        { timeout: 20_000 },
      )
      .toEqual(['a', 'b']);
  });
});
