import { vitalReport, warnLog } from '@opstap/contracts/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, buildApp, importAuth, flushed, SITE, type TestApp } from '../../../test/support/app.ts';

/**
 * `GET /analytics/export` through app.inject on DuckDB (each store's rows and formats: the store
 * contract): the token, the formats, a round trip through `POST /analytics/import`, ingest going on.
 */
describe('GET /analytics/export (app.inject)', () => {
  let t: TestApp;
  const post = (app: TestApp['app'], url: string, payload: unknown) =>
    app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', origin: SITE },
      payload: JSON.stringify(payload),
    });
  const reports = Array.from({ length: 300 }, (_, i) =>
    vitalReport({
      name: (['LCP', 'INP', 'TTFB'] as const)[i % 3],
      value: 100 + i * 7,
      path: i % 2 ? '/werkgevers' : '/employers',
      appVersion: i < 150 ? '1.6.0' : '1.7.0',
      attribution: i % 3 === 1 ? { interactionTarget: 'button#apply', inputDelay: i } : undefined,
    }),
  );
  beforeAll(async () => {
    // At the default export cap (160MB): CSV exports at once fit in it (docs/perf/history/telemetry-queries.md,
    // the export's memory, 2026-11-28).
    t = await buildApp();
    for (let i = 0; i < reports.length; i += 50)
      expect((await post(t.app, '/analytics/vital', reports.slice(i, i + 50))).statusCode).toBe(204);
    expect(
      (await post(t.app, '/log/warn', [warnLog({ message: 'Loading chunk 7 failed' })])).statusCode,
    ).toBe(204);
    await flushed(t.app);
  });
  afterAll(() => t.close());

  it('CSV: a cell a spreadsheet would evaluate is prefixed with a quote (OWASP CSV injection)', async () => {
    const formulas = ['=1+2', '@SUM(1+1)', '+31 6', '-2+3'];
    expect(
      (
        await post(
          t.app,
          '/log/warn',
          formulas.map((message) => warnLog({ message })),
        )
      ).statusCode,
    ).toBe(204);
    await flushed(t.app);
    const csv = await t.app.inject({ url: '/analytics/export?table=warnings&format=csv', headers: auth });
    expect(csv.statusCode).toBe(200);
    const cells = csv.body.split('\n').flatMap((line) => line.split(','));
    for (const formula of formulas) expect(cells).toContain(`'${formula}`);
    expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
    expect(cells).toContain('Loading chunk 7 failed');
    // NDJSON is data, not a sheet: the text as it came.
    const ndjson = await t.app.inject({
      url: '/analytics/export?table=warnings&format=ndjson',
      headers: auth,
    });
    expect(ndjson.body).toContain('"message":"=1+2"');
  });

  it('needs the token, and a 400 lists the formats', async () => {
    expect((await t.app.inject({ url: '/analytics/export?table=vitals' })).statusCode).toBe(401);
    const bad = await t.app.inject({ url: '/analytics/export?table=vitals&format=xlsx', headers: auth });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'querystring/format', message: /parquet, csv, ndjson/ });
  });

  it('NDJSON imports into another store and gives the same figures', async () => {
    const exported = await t.app.inject({
      url: '/analytics/export?table=vitals&format=ndjson',
      headers: auth,
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('application/x-ndjson');
    expect(exported.headers['content-disposition']).toMatch(/^attachment; filename="vitals-.*\.ndjson"$/);
    expect(exported.body.trimEnd().split('\n')).toHaveLength(reports.length);
    const other = await buildApp();
    try {
      const imported = await other.app.inject({
        method: 'POST',
        url: '/analytics/import?table=vitals',
        headers: { ...importAuth, 'content-type': 'application/x-ndjson' },
        payload: exported.body,
      });
      expect(imported.json()).toMatchObject({ imported: reports.length, rejected: 0 });
      for (const url of [
        '/analytics/vitals/summary?metric=LCP&groupBy=path,appVersion&percentiles=50,95',
        '/analytics/vitals/attribution?metric=INP',
      ]) {
        const [a, b] = await Promise.all([t, other].map((app) => app.app.inject({ url, headers: auth })));
        const { from: _f, to: _t, ...mine } = a?.json() ?? {};
        const { from: _f2, to: _t2, ...theirs } = b?.json() ?? {};
        expect(theirs).toEqual(mine);
      }
      // …and exports again to the same lines.
      const again = await other.app.inject({ url: '/analytics/export?table=vitals', headers: auth });
      expect(again.body).toBe(exported.body);
    } finally {
      await other.close();
    }
  });

  it('answers while beacons keep arriving, with every row stored before it began', async () => {
    const more = Array.from({ length: 200 }, () => vitalReport({ path: '/during-export' }));
    const [exported, ...acks] = await Promise.all([
      t.app.inject({ url: '/analytics/export?table=vitals&format=csv', headers: auth }),
      ...Array.from({ length: 4 }, (_, i) =>
        post(t.app, '/analytics/vital', more.slice(i * 50, i * 50 + 50)),
      ),
    ]);
    expect(acks.map((a) => a?.statusCode)).toEqual([204, 204, 204, 204]);
    expect(exported?.statusCode).toBe(200);
    const ids = new Set(exported?.body.split('\n').map((line) => line.split(',')[3]));
    for (const report of reports) expect(ids.has(report.id)).toBe(true);
    await flushed(t.app);
    const after = await t.app.inject({
      url: '/analytics/export?table=vitals&format=csv',
      headers: auth,
    });
    expect(after.body.trimEnd().split('\n')).toHaveLength(1 + reports.length + more.length);
  });

  it('runs EXPORT_CONCURRENCY exports at once: one more is a 503 with Retry-After until the first is sent', async () => {
    const store = t.app.store;
    const exportRows = store.exportRows.bind(store);
    let release = () => {};
    let entered = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const writing = new Promise<void>((resolve) => (entered = resolve));
    store.exportRows = async (query) => {
      entered();
      await held;
      return exportRows(query);
    };
    try {
      const url = '/analytics/export?table=vitals&format=csv';
      const first = t.app.inject({ url, headers: auth }).then((response) => response);
      await writing;
      const second = await t.app.inject({ url, headers: auth });
      expect(second.statusCode).toBe(503);
      expect(second.headers['retry-after']).toBe('60');
      expect(second.json()).toMatchObject({ message: /1 export is running \(EXPORT_CONCURRENCY\)/ });
      release();
      const answered = await first;
      expect(answered.statusCode, answered.body).toBe(200);
      const next = await t.app.inject({ url, headers: auth });
      expect(next.statusCode, next.body).toBe(200);
    } finally {
      store.exportRows = exportRows;
    }
  });
});
