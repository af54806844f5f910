import { describe, expect, it } from 'vitest';
import { exportCurl, exportFileName, exportPath } from './export.ts';

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
