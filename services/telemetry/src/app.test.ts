import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { vitalReport } from '@opstap/contracts/fixtures';
import { DuckDbStore } from './store/duckdb/duckdb-store.ts';
import type { VitalBatch } from './store/types.ts';
import { auth, buildApp, flushed, SITE, type TestApp } from '../test/support/app.ts';

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
      '/admin/alerts/check',
      '/admin/backup',
      '/analytics/alerts',
      '/analytics/budgets',
      '/analytics/budgets/{screen}/{device}/{metric}',
      '/analytics/export',
      '/analytics/gate',
      '/analytics/import',
      '/analytics/raw-values',
      '/analytics/releases',
      '/analytics/vital',
      '/analytics/vitals/attribution',
      '/analytics/vitals/compare',
      '/analytics/vitals/histogram',
      '/analytics/vitals/navigations',
      '/analytics/vitals/passing',
      '/analytics/vitals/phases',
      '/analytics/vitals/summary',
      '/analytics/vitals/trend',
      '/analytics/warnings',
      '/healthz',
      '/log/warn',
      '/metrics',
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

describe('readiness follows the write path', () => {
  let t: TestApp;
  let failWrites = false;
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'opstap-ready-'));
    // The engine answers and its probe write commits, but batches are refused: as a disk with a
    // little room left, or a table that no longer takes rows.
    class RefusingStore extends DuckDbStore {
      override insertVitals(batch: VitalBatch): Promise<void> {
        return failWrites ? Promise.reject(new Error('disk full')) : super.insertVitals(batch);
      }
    }
    const store = new RefusingStore({ path: join(folder, 'ready.duckdb') });
    t = await buildApp({}, { store });
  });
  afterAll(async () => {
    await t.close();
    await rm(folder, { recursive: true, force: true });
  });

  const ready = async () => (await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode;
  const send = () =>
    t.app.inject({
      method: 'POST',
      url: '/analytics/vital',
      headers: { 'content-type': 'application/json', origin: SITE },
      payload: JSON.stringify(vitalReport({ path: '/ready' })),
    });

  it('says unavailable while the buffer cannot write, and ready once a write lands', async () => {
    expect(await ready()).toBe(200);
    failWrites = true;
    expect((await send()).statusCode).toBe(204); // in the spool: acknowledged
    await expect(flushed(t.app)).rejects.toThrow('disk full');
    expect(await ready()).toBe(503);
    failWrites = false;
    await flushed(t.app);
    expect(await ready()).toBe(200);
    const summary = await t.app.inject({
      method: 'GET',
      url: '/analytics/vitals/summary?metric=LCP&groupBy=path&path=/ready',
      headers: auth,
    });
    expect(summary.json().rows).toMatchObject([{ group: { path: '/ready' }, count: 1 }]);
  });
});
