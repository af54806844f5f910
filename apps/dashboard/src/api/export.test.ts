import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExportRefused, exportCurl, exportFileName, exportPath, fetchExport } from './export.ts';

const custom = { from: '2026-10-01', to: '2026-10-29', zone: 'Europe/Amsterdam', custom: true };

describe('an export from the dashboard', () => {
  it('asks for the window’s days of the zone as instants, the last day whole', () => {
    const url = new URL(`http://x${exportPath({ table: 'vitals', format: 'csv', window: custom })}`);
    expect(url.pathname).toBe('/export');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      table: 'vitals',
      format: 'csv',
      from: '2026-09-30T22:00:00.000Z',
      to: '2026-10-29T23:00:00.000Z',
    });
  });

  it('asks a preset window up to now, and never sends a zone the export does not take', () => {
    const window = { ...custom, zone: 'UTC', custom: false };
    const url = new URL(`http://x${exportPath({ table: 'warnings', format: 'ndjson', window })}`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      table: 'warnings',
      format: 'ndjson',
      from: '2026-10-01T00:00:00.000Z',
    });
  });

  it('names the file by table and days, and gives the curl line without the token itself', () => {
    const choice = { table: 'vitals', format: 'csv', window: custom } as const;
    expect(exportFileName(choice)).toBe('opstap-vitals-2026-10-01--2026-10-29.csv');
    const curl = exportCurl(choice, 'https://vitals.example');
    expect(curl).toContain('-H "authorization: Bearer $TOKEN"');
    expect(curl).toContain('-o opstap-vitals-2026-10-01--2026-10-29.csv');
    expect(curl).toContain(
      "'https://vitals.example/analytics/export?format=csv&from=2026-09-30T22%3A00%3A00.000Z&table=vitals&to=2026-10-29T23%3A00%3A00.000Z'",
    );
  });
});

describe('fetching an export', () => {
  const choice = { table: 'vitals', format: 'csv', window: custom } as const;
  let sent: { url: string; init: RequestInit }[];
  beforeEach(() => {
    sent = [];
    vi.stubGlobal('sessionStorage', { getItem: () => 'a-token', removeItem: () => undefined });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  const answer = (response: Response) =>
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      sent.push({ url, init });
      return Promise.resolve(response);
    });

  it('sends the token in the header, reports the bytes as they arrive, and returns the whole file', async () => {
    const parts = ['received_at,name\n', '2026-10-01T10:00:00.000Z,LCP\n', '2026-10-02T10:00:00.000Z,INP\n'];
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of parts) controller.enqueue(new TextEncoder().encode(part));
        controller.close();
      },
    });
    answer(new Response(body, { headers: { 'content-type': 'text/csv; charset=utf-8' } }));
    const progress: number[] = [];
    const file = await fetchExport(choice, (bytes) => progress.push(bytes), new AbortController().signal);
    expect(sent[0]?.url).toBe(`/analytics${exportPath(choice)}`);
    expect(sent[0]?.init.headers).toEqual({ authorization: 'Bearer a-token' });
    const sizes = parts.map((part) => part.length);
    expect(progress).toEqual([sizes[0], (sizes[0] ?? 0) + (sizes[1] ?? 0), file.size]);
    expect(await file.text()).toBe(parts.join(''));
    expect(file.type).toBe('text/csv; charset=utf-8');
  });

  it('turns a refusal into the service’s own message, with the wait a 503 asks for', async () => {
    const message = '1 export is running (EXPORT_CONCURRENCY): try again when it is done';
    answer(Response.json({ message }, { status: 503, headers: { 'retry-after': '60' } }));
    const refused = fetchExport(choice, () => undefined, new AbortController().signal);
    await expect(refused).rejects.toBeInstanceOf(ExportRefused);
    await expect(refused).rejects.toMatchObject({ status: 503, message, retryAfterSeconds: 60 });

    answer(Response.json({ message: 'querystring/from must be before to' }, { status: 400 }));
    await expect(fetchExport(choice, () => undefined, new AbortController().signal)).rejects.toMatchObject({
      status: 400,
      message: 'querystring/from must be before to',
      retryAfterSeconds: undefined,
    });
  });
});
