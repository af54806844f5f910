import { vitalReport } from '@opstap/contracts/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, buildApp, importAuth, type TestApp } from '../../../test/support/app.ts';

/** Stored rows brought back with their times, behind the import token alone (import.ts). */
describe('POST /analytics/import (app.inject)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildApp();
  });
  afterAll(() => t.close());

  it('imports stored rows with their times, refusing invalid lines and times in the future', async () => {
    const at = (iso: string, overrides = {}) =>
      JSON.stringify({ ...vitalReport({ path: '/backfill', value: 1000, ...overrides }), receivedAt: iso });
    const body = [
      at('2026-10-01T10:00:00.000Z'),
      at('2026-10-02T10:00:00.000Z', { value: 3000, browser: 'Microsoft Edge' }),
      at('2099-01-01T00:00:00.000Z'),
      '{not json',
      JSON.stringify(vitalReport()),
      '',
    ].join('\n');
    const response = await t.app.inject({
      method: 'POST',
      url: '/analytics/import?table=vitals',
      headers: { ...importAuth, 'content-type': 'application/x-ndjson' },
      payload: body,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ imported: 2, rejected: 3 });
    expect(response.json().errors.map((e: { line: number }) => e.line)).toEqual([3, 4, 5]);
    const summary = await t.app.inject({
      url: '/analytics/vitals/summary?metric=LCP&groupBy=day,browser&path=/backfill&from=2026-10-01&to=2026-10-03',
      headers: auth,
    });
    expect(summary.json().rows.filter((r: { count: number }) => r.count > 0)).toEqual([
      expect.objectContaining({ group: { day: '2026-10-01', browser: 'Chrome' }, count: 1, p75: 1000 }),
      expect.objectContaining({ group: { day: '2026-10-02', browser: 'Edge' }, count: 1, p75: 3000 }),
    ]);
  });

  it('needs an import token: none, or a read token, is refused naming IMPORT_TOKEN', async () => {
    for (const headers of [{}, auth]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/analytics/import?table=warnings',
        headers: { ...headers, 'content-type': 'application/x-ndjson' },
        payload: '',
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toContain('IMPORT_TOKEN');
    }
    // ... and an import token reads nothing.
    const read = await t.app.inject({ url: '/analytics/releases', headers: importAuth });
    expect(read.statusCode).toBe(401);
  });
});
