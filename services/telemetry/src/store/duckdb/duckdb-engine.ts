import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { isPassing } from '../passing.ts';
import type {
  PassingRow,
  SummaryQuery,
  SummaryRow,
  VitalFilters,
  VitalsStore,
  WarningCount,
  WarningsQuery,
  WarnRow,
} from '../types.ts';
import type {
  HistogramQuery,
  ReleaseFigures,
  StatsQuery,
  StatsRow,
  Window,
  WarningGroupsQuery,
} from '../analytics-queries.ts';
import { histogramSql, releasesSql, statsSql, warningGroupsSql } from './analytics-sql.ts';
import { passingSql, summarySql, warningsSql, type Sql } from './queries.ts';
import { migrate } from './migrations.ts';
import { STAGING_SQL } from './schema.ts';
import { DUCKDB_DEFAULTS, type DuckDbStoreOptions } from './duckdb-options.ts';
import { RecentIds } from './recent-ids.ts';
import { ID_FIELD, latestIndexPerId, textAt, type VitalColumns } from './vital-columns.ts';
import { appendVitals, replaceVitals, writeWarnings } from './write-batch.ts';

/**
 * The embedded engine, run inside the DuckDB worker thread (duckdb-worker.ts; the service talks to it
 * through DuckDbStore). One process owns the file (DuckDB allows no second writer), so this is the only writer: one writer
 * connection, writes serialised; each query gets its own short-lived connection so an analyst's read
 * never runs inside a write transaction (DuckDB's MVCC gives it a consistent snapshot), and since
 * `run`/`runAndReadAll` are asynchronous a read proceeds while a write is in progress.
 */
export class DuckDbEngine implements Omit<VitalsStore, 'createVitalBatch' | 'insertVitals'> {
  #open: { instance: DuckDBInstance; writer: DuckDBConnection } | undefined;
  #writes: Promise<unknown> = Promise.resolve();
  #recent = new RecentIds();

  constructor(private readonly options: DuckDbStoreOptions) {}

  async init(): Promise<void> {
    if (!this.#open) {
      if (this.options.path !== ':memory:') await mkdir(dirname(this.options.path), { recursive: true });
      const instance = await DuckDBInstance.create(this.options.path, {
        memory_limit: this.options.memoryLimit ?? DUCKDB_DEFAULTS.memoryLimit,
        threads: String(this.options.threads ?? DUCKDB_DEFAULTS.threads),
      });
      this.#open = { instance, writer: await instance.connect() };
    }
    await migrate(this.#open.writer);
    await this.#open.writer.run(STAGING_SQL);
    this.#recent = new RecentIds();
    await this.#recent.load(this.#open.writer);
  }

  /** A batch of vitals as DuckDbStore sends it: columns (vital-columns.ts). */
  insertVitals(batch: VitalColumns): Promise<void> {
    if (batch.count === 0) return Promise.resolve();
    return this.#serialise(async (connection) => {
      const latest = latestIndexPerId(batch);
      const id = (i: number) => textAt(batch, i, ID_FIELD);
      const fresh: number[] = [];
      const repeats: number[] = [];
      for (const i of latest) (this.#recent.has(id(i)) ? repeats : fresh).push(i);
      if (fresh.length > 0) await appendVitals(connection, batch, fresh);
      // Remembered before the repeats are written: if that write fails and the buffer retries the
      // whole batch, the fresh rows take the replacing path and are not stored twice.
      for (const i of fresh) this.#recent.remember(id(i));
      if (repeats.length > 0) await replaceVitals(connection, batch, repeats);
      for (const i of repeats) this.#recent.remember(id(i));
    });
  }

  insertWarnings(rows: readonly WarnRow[]): Promise<void> {
    return rows.length === 0 ? Promise.resolve() : this.#serialise((c) => writeWarnings(c, rows));
  }

  async summary(query: SummaryQuery): Promise<SummaryRow[]> {
    const rows = await this.#read(summarySql(query));
    return rows.map((row) => ({
      key: String(row.key),
      count: Number(row.count),
      p75: Number(row.p75),
      good: Number(row.good),
      needsImprovement: Number(row.needsImprovement),
      poor: Number(row.poor),
    }));
  }

  async passing(query: VitalFilters): Promise<PassingRow[]> {
    const rows = await this.#read(passingSql(query));
    const p75 = (value: unknown) => (value === null ? null : Number(value));
    return rows.map((row) => {
      const figures = { lcp: p75(row.lcp), inp: p75(row.inp), cls: p75(row.cls) };
      return { path: String(row.path), ...figures, passing: isPassing(figures) };
    });
  }

  async warnings(query: WarningsQuery): Promise<WarningCount[]> {
    const rows = await this.#read(warningsSql(query));
    return rows.map((row) => ({ key: String(row.key), count: Number(row.count) }));
  }

  async stats(query: StatsQuery): Promise<StatsRow[]> {
    const rows = await this.#read(statsSql(query));
    return rows.map((row) => ({
      group: query.groupBy.map((_, i) => String(row[`g${i}`])),
      count: Number(row.count),
      good: Number(row.good),
      poor: Number(row.poor),
      quantiles: ((row.q as unknown[] | null) ?? []).map(Number),
    }));
  }

  async histogram(query: HistogramQuery): Promise<{ bucket: number; count: number }[]> {
    const rows = await this.#read(histogramSql(query));
    return rows.map((row) => ({ bucket: Number(row.bucket), count: Number(row.count) }));
  }

  async releases(window: Window): Promise<ReleaseFigures[]> {
    const rows = await this.#read(releasesSql(window));
    return rows.map((row) => ({
      appVersion: String(row.appVersion),
      firstSeenMs: Number(row.firstSeenMs),
      lastSeenMs: Number(row.lastSeenMs),
      pageViews: Number(row.pageViews),
    }));
  }

  async warningGroups(query: WarningGroupsQuery): Promise<WarningCount[]> {
    const rows = await this.#read(warningGroupsSql(query));
    return rows.map((row) => ({ key: String(row.key), count: Number(row.count) }));
  }

  async ping(): Promise<boolean> {
    try {
      // Touches the table, not just the engine: a missing schema is not ready either.
      await this.#read({ text: 'SELECT 1 FROM vitals LIMIT 0', values: [] });
      return true;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    const open = this.#open;
    if (!open) return;
    await this.#writes.catch(() => undefined);
    this.#open = undefined;
    // CHECKPOINT folds the write-ahead log into the file, so an analyst's CLI opens a clean database.
    await open.writer.run('CHECKPOINT');
    open.writer.closeSync();
    open.instance.closeSync();
  }

  #serialise(write: (connection: DuckDBConnection) => Promise<void>): Promise<void> {
    const writer = this.#open?.writer;
    if (!writer) return Promise.reject(new Error('DuckDB store is not open'));
    const next = this.#writes.then(() => write(writer));
    this.#writes = next.catch(() => undefined);
    return next;
  }

  async #read(sql: Sql): Promise<Record<string, unknown>[]> {
    if (!this.#open) throw new Error('DuckDB store is not open');
    const connection = await this.#open.instance.connect();
    try {
      const reader = await connection.runAndReadAll(sql.text, sql.values);
      return reader.getRowObjectsJS();
    } finally {
      connection.closeSync();
    }
  }
}
