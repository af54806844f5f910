import { vitalReport } from '@opstap/contracts/fixtures';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type TestApp } from '../../../test/support/app.ts';

/** The dashboard's files at /dashboard/ (docs/requirements/telemetry-service.md#dashboard), over a fixture build. */
describe('GET /dashboard/*', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'opstap-dashboard-'));
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, 'index.html'), '<!doctype html><title>fixture dashboard</title>');
    await writeFile(join(dir, 'assets', 'index-0123abcd.js'), 'console.log(1)');
    await writeFile(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await buildApp({ DASHBOARD_DIR: dir });
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });
  const get = (url: string) => t.app.inject({ url });

  it('serves the page at /dashboard/ and at every view address, uncached, under a strict CSP', async () => {
    for (const url of ['/dashboard/', '/dashboard/trends', '/dashboard/releases?metric=LCP']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('fixture dashboard');
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-inline');
      expect(response.headers['x-frame-options']).toBe('DENY');
    }
    const bare = await get('/dashboard');
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('/dashboard/');
  });

  it('serves hashed assets for a year and other files uncached; a missing file is a 404, never the page', async () => {
    const asset = await get('/dashboard/assets/index-0123abcd.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/^text\/javascript/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/dashboard/favicon.svg')).headers['cache-control']).toBe('no-cache');
    expect((await get('/dashboard/assets/gone-0000.js')).statusCode).toBe(404);
  });

  it('never serves a file outside its folder', async () => {
    for (const url of [
      '/dashboard/../package.json',
      '/dashboard/%2e%2e/%2e%2e/package.json',
      '/dashboard/..%2F..%2Fpackage.json',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('"name"');
    }
  });

  it('accepts the vitals of a page it served (same origin), still refusing a foreign origin', async () => {
    const post = (origin: string) =>
      t.app.inject({
        method: 'POST',
        url: '/analytics/vital',
        headers: { 'content-type': 'text/plain', origin, host: '127.0.0.1:4100' },
        payload: JSON.stringify(vitalReport({ appType: 'dashboard', path: '/dashboard/' })),
      });
    expect((await post('http://127.0.0.1:4100')).statusCode).toBe(204);
    expect((await post('http://127.0.0.1:4101')).statusCode).toBe(403);
    expect((await post('https://evil.example')).statusCode).toBe(403);
  });
});

describe('GET /dashboard/ without a build', () => {
  it('says how to build it', async () => {
    const t = await buildApp({ DASHBOARD_DIR: join(tmpdir(), 'opstap-no-dashboard-here') });
    try {
      const response = await t.app.inject({ url: '/dashboard/' });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toMatch(/pnpm --filter @opstap\/dashboard build/);
    } finally {
      await t.close();
    }
  });
});
