import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { DuckDbEngine } from '../src/store/duckdb/duckdb-engine.ts';
import { DuckDbStore } from '../src/store/duckdb/duckdb-store.ts';
import { migrate } from '../src/store/duckdb/migrations.ts';
import { STAGING_SQL, VITAL_REPORT_COLUMNS } from '../src/store/duckdb/schema.ts';
import { valueScaleSql } from '../src/store/stored-value.ts';
import { columnsOf, TEXT_FIELDS, type VitalColumns } from '../src/store/duckdb/vital-columns.ts';
import * as writeBatch from '../src/store/duckdb/write-batch.ts';
import type { VitalRow } from '../src/store/types.ts';
import { batchOf } from '../src/store/vital-batch.ts';
import { vital } from '../fixtures/stored-vital.ts';

/**
 * The DuckDB writer in isolation (docs/decisions/0602): rows/s of each way to land a batch of new
 * reports, at the service's batch size, in one run and in turns, on a real file. Not the HTTP path.
 */
const BATCH = Number(process.env.BENCH_BATCH ?? 5000);
const BATCHES = Number(process.env.BENCH_BATCHES ?? 20);
const ROUNDS = 2;
let next = 0;

function rows(count: number): VitalRow[] {
  return Array.from({ length: count }, () => {
    const i = (next += 1);
    return vital({
      receivedAt: new Date(Date.UTC(2026, 10, 20) + i),
      value: 2345 + (i % 1000) / 7,
      id: `v5-bench-${i}`,
      path: `/page-${i % 200}`,
    });
  });
}

const folder = await mkdtemp(join(tmpdir(), 'opstap-writer-'));
const options = { path: join(folder, 'writer.duckdb'), memoryLimit: '160MB', threads: 2 };
type Write = (batch: VitalRow[]) => Promise<void>;

/** Rows/s (wall clock), and CPU µs a row over all the process's threads (the cores are shared). */
async function measure(write: Write): Promise<{ rate: number; cpu: number }> {
  const batches = Array.from({ length: BATCHES }, () => rows(BATCH));
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (const batch of batches) await write(batch);
  const used = process.cpuUsage(cpu);
  return {
    rate: (BATCH * BATCHES) / ((performance.now() - started) / 1000),
    cpu: (used.user + used.system) / (BATCH * BATCHES),
  };
}

/**
 * The bulk paths once suggested for the writer, measured here and not adopted (docs/decisions/0602): the
 * worker writes the batch to a temp file and one INSERT … SELECT reads it (a statement is atomic).
 */
const TEXT_COLUMNS = Object.fromEntries(TEXT_FIELDS.map((f) => [f, 'VARCHAR']));
const FILE_COLUMNS = {
  t: 'BIGINT',
  value: 'DOUBLE',
  height: 'INTEGER',
  width: 'INTEGER',
  dpr: 'DOUBLE',
  ...TEXT_COLUMNS,
};
const SELECT_VITALS = `make_timestamp(t * 1000), name, round(value * ${valueScaleSql()})::INTEGER, id, rating, connectionType, device, os, osVersion,
  browser, browserVersion, country, language, appVersion, appType, path, userType, windowOrientation, height, width, dpr`;
/** These paths write the report's columns by name (the value in fixed point); the others keep their defaults. */
const REPORT = VITAL_REPORT_COLUMNS.join(', ');
const columnsSql = JSON.stringify(FILE_COLUMNS).replaceAll('"', "'");
const quoteCsv = (text: string) => `"${text.replaceAll('"', '""')}"`;

async function viaFile(
  connection: DuckDBConnection,
  file: string,
  text: string,
  reader: string,
): Promise<void> {
  await writeFile(file, text);
  try {
    await connection.run(`INSERT INTO vitals (${REPORT}) SELECT ${SELECT_VITALS} FROM ${reader}`);
  } finally {
    await rm(file, { force: true });
  }
}

const bulk: Record<string, (connection: DuckDBConnection, rows: VitalRow[]) => Promise<void>> = {
  'temp file + read_csv': (connection, rows) => {
    const file = join(folder, 'batch.csv');
    const lines = rows.map(
      (r) =>
        `${r.receivedAt.getTime()},${r.value},${r.height},${r.width},${r.devicePixelRatio},` +
        TEXT_FIELDS.map((f) => quoteCsv(r[f])).join(','),
    );
    const reader = `read_csv('${file}', header = false, delim = ',', quote = '"', escape = '"', auto_detect = false, columns = ${columnsSql})`;
    return viaFile(connection, file, lines.join('\n'), reader);
  },
  'temp file + read_json (NDJSON)': (connection, rows) => {
    const file = join(folder, 'batch.ndjson');
    const lines = rows.map((r) =>
      JSON.stringify({ ...r, t: r.receivedAt.getTime(), dpr: r.devicePixelRatio, receivedAt: undefined }),
    );
    const reader = `read_json('${file}', format = 'newline_delimited', columns = ${columnsSql})`;
    return viaFile(connection, file, lines.join('\n'), reader);
  },
  'one bound JSON string + from_json': async (connection, rows) => {
    const json = JSON.stringify(
      rows.map((r) => ({ ...r, t: r.receivedAt.getTime(), dpr: r.devicePixelRatio })),
    );
    const shape = `[${JSON.stringify(FILE_COLUMNS)}]`;
    await connection.run(
      `INSERT INTO vitals (${REPORT}) SELECT ${SELECT_VITALS} FROM (SELECT unnest(from_json($1::JSON, '${shape}'), recursive := true))`,
      [json],
    );
  },
};

try {
  const ways: [string, () => Promise<{ write: Write; done: () => Promise<void> }>][] = [];
  const open = async () => {
    const instance = await DuckDBInstance.create(options.path, {
      memory_limit: options.memoryLimit,
      threads: '2',
    });
    const connection = await instance.connect();
    await migrate(connection);
    await connection.run(STAGING_SQL);
    const done = async () => {
      connection.closeSync();
      instance.closeSync();
    };
    return { connection, done };
  };
  for (const [name, fn] of Object.entries(bulk)) {
    ways.push([
      name,
      async () => {
        const { connection, done } = await open();
        return { write: (rows) => fn(connection, rows), done };
      },
    ]);
  }
  for (const [name, fn] of Object.entries(writeBatch)) {
    if (!name.startsWith('append')) continue;
    const write = fn as (c: DuckDBConnection, b: VitalColumns, i: readonly number[]) => Promise<void>;
    ways.push([
      `appender: write-batch ${name}`,
      async () => {
        const { connection, done } = await open();
        return {
          write: async (rows) => {
            const batch = columnsOf(rows);
            await write(
              connection,
              batch,
              Array.from({ length: batch.count }, (_, i) => i),
            );
          },
          done,
        };
      },
    ]);
  }
  ways.push([
    'engine insertVitals (same thread)',
    async () => {
      const engine = new DuckDbEngine(options);
      await engine.init();
      return {
        write: (rows) => engine.insertVitals(columnsOf(rows)),
        done: () => engine.close(),
      };
    },
  ]);
  ways.push([
    'store insertVitals (worker thread)',
    async () => {
      const store = new DuckDbStore(options);
      await store.init();
      return { write: (rows) => store.insertVitals(batchOf(store, rows)), done: () => store.close() };
    },
  ]);
  console.log(`writer bench: ${BATCHES} batches of ${BATCH} new reports, ${ROUNDS} rounds, one file`);
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const [name, open] of ways) {
      const way = await open();
      const { rate, cpu } = await measure(way.write);
      await way.done();
      console.log(
        `  round ${round}  ${name.padEnd(40)} ${Math.round(rate).toLocaleString('en').padStart(8)} rows/s   ${cpu.toFixed(1)} µs CPU a row`,
      );
    }
  }
} finally {
  await rm(folder, { recursive: true, force: true });
}
