import type { Readable } from 'node:stream';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { StoredVital, StoredWarning, type ExportFormat } from '@opstap/contracts';
import { DuckDBInstance } from '@duckdb/node-api';
import { Value } from 'typebox/value';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_COLUMNS } from '../../src/store/export-rows.ts';
import { addMs, caseDay, HOSTILE_STRINGS, vital, warn } from './store-contract-data.ts';
import { EMPTY_ATTRIBUTION } from '../../src/store/stored-attribution.ts';
import type { VitalsStore } from '../../src/store/types.ts';
import { batchOf } from '../../src/store/vital-batch.ts';

const HOUR_MS = 3_600_000;

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** RFC 4180: fields quoted when they hold commas, quotes or newlines, quotes doubled. */
function parseCsv(csv: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < csv.length; i += 1) {
    const c = csv[i] as string;
    if (quoted && c === '"' && csv[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (quoted && c === '"') {
      quoted = false;
    } else if (quoted) {
      field += c;
    } else if (c === '"') {
      quoted = true;
    } else if (c === ',' || c === '\n') {
      row.push(field);
      field = '';
      if (c === '\n') {
        rows.push(row);
        row = [];
      }
    } else if (c !== '\r') {
      field += c;
    }
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

/**
 * The export (export-rows.ts) on every store: the window's rows once each, in time order, the table's
 * columns in CSV, the contract's stored rows in NDJSON, hostile texts intact; Parquet where the engine
 * writes it, read back here with DuckDB.
 */
export function describeExportContract(getStore: () => VitalsStore): void {
  describe('export', () => {
    const day = caseDay(22);
    const to = addMs(day, 24 * HOUR_MS);
    const script = 'https://www.opstap.nl/static/js/apply.js';
    const vitals = [
      vital({
        receivedAt: addMs(day, 2 * HOUR_MS + 7),
        id: 'v5-export-1',
        name: 'INP',
        value: 312.5,
        navigationType: 'reload',
        attribution: {
          ...EMPTY_ATTRIBUTION,
          interactionTarget: 'button#apply',
          interactionType: 'pointer',
          inputDelay: 4.25,
          scriptUrl: script,
          scriptInvoker: 'BUTTON#apply.onclick',
        },
      }),
      ...HOSTILE_STRINGS.map((path, i) =>
        vital({ receivedAt: addMs(day, HOUR_MS + i), id: `v5-export-h${i}`, path, value: 1000 + i }),
      ),
      // Outside the window, either side: never exported.
      vital({ receivedAt: addMs(day, -1), id: 'v5-export-before' }),
      vital({ receivedAt: to, id: 'v5-export-after' }),
    ];
    const inWindow = vitals
      .filter((row) => row.receivedAt >= day && row.receivedAt < to)
      .sort((a, b) => a.receivedAt.getTime() - b.receivedAt.getTime());
    const warnings = HOSTILE_STRINGS.map((message, i) =>
      warn({ receivedAt: addMs(day, 3 * HOUR_MS + i), message: `Loading chunk ${i} failed ${message}` }),
    );
    beforeAll(async () => {
      await getStore().insertVitals(batchOf(getStore(), vitals));
      // Re-sent, as after an ambiguous failure: exported once.
      await getStore().insertVitals(batchOf(getStore(), vitals.slice(0, 1)));
      await getStore().insertWarnings(warnings);
      await getStore().insertWarnings(warnings.slice(0, 1));
    });
    const exported = async (table: 'vitals' | 'warnings', format: ExportFormat) =>
      text(await getStore().exportRows({ table, format, from: day, to }));

    it('NDJSON: the contract’s stored rows, in time order, attribution nested as the beacon sent it', async () => {
      const lines = (await exported('vitals', 'ndjson'))
        .trimEnd()
        .split('\n')
        .map((l) => JSON.parse(l));
      for (const line of lines) expect(Value.Check(StoredVital, line), JSON.stringify(line)).toBe(true);
      expect(lines.map((l) => [l.receivedAt, l.id, l.path, l.value])).toEqual(
        inWindow.map((r) => [r.receivedAt.toISOString(), r.id, r.path, r.value]),
      );
      expect(lines.find((l) => l.id === 'v5-export-1')).toMatchObject({
        navigationType: 'reload',
        attribution: {
          interactionTarget: 'button#apply',
          interactionType: 'pointer',
          inputDelay: 4.25,
          longestScript: { url: script, invoker: 'BUTTON#apply.onclick' },
        },
      });
      expect(lines.find((l) => l.id === 'v5-export-h0')).not.toHaveProperty('attribution');

      const logs = (await exported('warnings', 'ndjson'))
        .trimEnd()
        .split('\n')
        .map((l) => JSON.parse(l));
      for (const log of logs) expect(Value.Check(StoredWarning, log), JSON.stringify(log)).toBe(true);
      expect(logs.map((l) => [l.receivedAt, l.message, l.messageClass])).toEqual(
        warnings.map((w) => [w.receivedAt.toISOString(), w.message, w.messageClass]),
      );
    });

    it('CSV: a header of the table’s columns, one row per stored row, texts intact', async () => {
      const [header, ...rows] = parseCsv(await exported('vitals', 'csv'));
      expect(header).toEqual(['received_at', ...EXPORT_COLUMNS.vitals]);
      const at = (name: string) => (header as string[]).indexOf(name);
      expect(rows.map((r) => [r[0], r[at('id')], r[at('path')], Number(r[at('value')])])).toEqual(
        inWindow.map((r) => [r.receivedAt.toISOString(), r.id, r.path, r.value]),
      );
      const inp = rows.find((r) => r[at('id')] === 'v5-export-1') as string[];
      expect(Number(inp[at('attr_input_delay')])).toBe(4.25);
      expect(inp[at('attr_processing_duration')]).toBe(''); // a missing timing is empty, never 0 or \N

      const [warnHeader, ...logs] = parseCsv(await exported('warnings', 'csv'));
      expect(warnHeader).toEqual(['received_at', ...EXPORT_COLUMNS.warnings]);
      expect(logs.map((r) => r[2])).toEqual(warnings.map((w) => w.message));
    });

    it('Parquet where the engine writes it: the same rows, times as UTC instants', async () => {
      const store = getStore();
      if (!store.exportFormats.includes('parquet')) {
        await expect(store.exportRows({ table: 'vitals', format: 'parquet', from: day, to })).rejects.toThrow(
          /csv, ndjson/,
        );
        return;
      }
      const folder = await mkdtemp(join(tmpdir(), 'opstap-export-test-'));
      try {
        const file = join(folder, 'vitals.parquet');
        const stream = await store.exportRows({ table: 'vitals', format: 'parquet', from: day, to });
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
        await writeFile(file, Buffer.concat(chunks));
        const instance = await DuckDBInstance.create(':memory:');
        const connection = await instance.connect();
        const reader = await connection.runAndReadAll(
          `SELECT epoch_ms(received_at)::DOUBLE AS ms, id, path, value FROM read_parquet('${file}') ORDER BY ms, id`,
        );
        expect(reader.getRowsJS()).toEqual(
          inWindow.map((r) => [r.receivedAt.getTime(), r.id, r.path, r.value]),
        );
        connection.closeSync();
        instance.closeSync();
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    });

    it('CSV: a text cell a spreadsheet would evaluate is prefixed with a quote (OWASP CSV injection)', async () => {
      const at = addMs(day, 5 * HOUR_MS);
      const formulas = ['=1+2', '@SUM(1+1)', '+31 6', '-2+3', '\tTAB', '\rCR'];
      await getStore().insertWarnings(
        formulas.map((message, i) => warn({ receivedAt: addMs(at, i), message, messageClass: message })),
      );
      const hyperlink = '=HYPERLINK("http://evil.example","x")';
      await getStore().insertVitals(
        batchOf(getStore(), [
          vital({ receivedAt: at, id: 'v5-export-formula', path: hyperlink, value: -1.5 }),
        ]),
      );
      const window = { from: at, to: addMs(at, HOUR_MS) };
      const csv = async (table: 'vitals' | 'warnings') =>
        parseCsv(await text(await getStore().exportRows({ table, format: 'csv', ...window })));
      const [, ...logs] = await csv('warnings');
      expect(logs.map((r) => [r[2], r[3]])).toEqual(formulas.map((f) => [`'${f}`, `'${f}`]));
      const [header, ...rows] = await csv('vitals');
      const row = rows[0] as string[];
      expect(row[(header as string[]).indexOf('path')]).toBe(`'${hyperlink}`);
      // Numbers stay numbers: a minus sign in a number column is no formula.
      expect(row[(header as string[]).indexOf('value')]).toBe('-1.5');
      // NDJSON is data, not a sheet: the text as it came.
      const ndjson = await text(
        await getStore().exportRows({ table: 'warnings', format: 'ndjson', ...window }),
      );
      expect(ndjson).toContain('"message":"=1+2"');
    });
  });
}
