import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type TestApp } from './test-support.ts';

describe('app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildApp();
  });
  afterAll(() => t.close());

  it('answers GET /healthz', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers GET /readyz with the store reachable, the buffer fill and the drop counts', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'ready',
      buffered: { vitals: 0, warnings: 0 },
      drops: { invalid: 0 },
    });
  });

  it('serves an OpenAPI document for every route at /docs/json', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths).sort()).toEqual([
      '/analytics/import',
      '/analytics/releases',
      '/analytics/vital',
      '/analytics/vitals/attribution',
      '/analytics/vitals/compare',
      '/analytics/vitals/histogram',
      '/analytics/vitals/passing',
      '/analytics/vitals/summary',
      '/analytics/warnings',
      '/healthz',
      '/log/warn',
      '/readyz',
    ]);
    expect(document.paths['/analytics/vital'].post.requestBody.content).toHaveProperty('text/plain');
    expect(
      document.paths['/analytics/vitals/summary'].get.parameters.map((p: { name: string }) => p.name),
    ).toContain('groupBy');
    expect(JSON.stringify(document.components.schemas)).toContain('devicePixelRatio');
  });

  it('sets no cookies', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});
