import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { DuckDBConnection } from '@duckdb/node-api';
import { DuckDBInstance } from './duckdb-api.ts';
import {
  RAW_VALUE_MAX_LENGTH,
  RAW_VALUES_PER_DIMENSION,
  type RawValueCount,
  type RetainedTable,
  type VitalsStore,
  type WarningCount,
  type WarnRow,
} from '../types.ts';
import type {
  HistogramQuery,
  ReleaseFigures,
  StatsQuery,
  StatsRow,
  WarningGroupsQuery,
  ReleasesQuery,
} from '../analytics-queries.ts';
import { histogramSql, releasesSql, statsSql, warningGroupsSql } from './analytics-sql.ts';
import { histogramRows, releaseRows, statsRows, warningCounts } from './analytics-rows.ts';
import type { ExportQuery } from '../export-rows.ts';
import { copyDatabase } from './backup-sql.ts';
import { writeExport } from './export-sql.ts';
import { timestamp, type Sql } from './sql.ts';
import type { AlertRecord, AlertRecordKind } from '../alert-records.ts';
import { expireAlertRecords, readAlertRecords, writeAlertRecords } from './alert-records-sql.ts';
import { clusterSealedDays } from './cluster-days.ts';
import { migrate } from './migrations.ts';
import { STAGING_SQL } from './schema.ts';
import { DUCKDB_DEFAULTS, type DuckDbStoreOptions } from './duckdb-options.ts';
import { ExportMemoryCap, memoryLimits } from './memory-cap.ts';
import { RecentIds } from './recent-ids.ts';
import { ID_FIELD, latestIndexPerId, textAt, type VitalColumns } from './vital-columns.ts';
import { appendVitals, replaceVitals, writeWarnings } from './write-batch.ts';
import { QUERY_BOUNDS_DEFAULTS, QueryTooCostly, type QueryBounds } from '../query-cost.ts';

interface Open {
  instance: DuckDBInstance;
  writer: DuckDBConnection;
}

/**
 * Bytes DuckDB may spill to its temp folder beside the file. DuckDB holds any bound to the disk's free space
 * as it is when the bound is set or the folder first used: on a full disk that is 0 bytes, and every later
 * write failed with "failed to offload data block … (0 bytes/… used)" until a restart, long after the disk
 * had room again. So the bound is set again after that error (#serialise), and DuckDB measures the disk
 * afresh (docs/requirements/telemetry-service.md#durability).
 */
const TEMP_DIRECTORY_BOUND = '1TB';
const TEMP_DIRECTORY_FULL = /max_temp_directory_size/;

/** How DuckDB says a query went past its memory cap ("Out of Memory Error: could not allocate …"). */
const OUT_OF_MEMORY = /Out of Memory/i;

/**
 * An export's own time bound: it writes a whole window to a file before its first byte is sent (the
 * export route waits as long for it), so the analysts' query bound would refuse any large window.
 */
const EXPORT_TIMEOUT_MS = 10 * 60_000;

/** How DuckDB says an instance is unusable until reopened ("database has been invalidated", FATAL). */
const INVALIDATED = /invalidated|FATAL/i;

/**
 * The embedded engine, run inside the DuckDB worker thread (duckdb-worker.ts; the service talks to it
 * through DuckDbStore). One process owns the file (DuckDB allows no second writer), so this is the only writer: one writer
 * connection, writes serialised; each query gets its own short-lived connection so an analyst's read
 * never runs inside a write transaction (DuckDB's MVCC gives it a consistent snapshot), and since
 * `run`/`runAndReadAll` are asynchronous a read proceeds while a write is in progress.
 */
export class DuckDbEngine implements Omit<
  VitalsStore,
  'createVitalBatch' | 'insertVitals' | 'exportRows' | 'exportFormats' | 'statsEach'
> {
  #open: Open | undefined;
  #writes: Promise<unknown> = Promise.resolve();
  #recent = new RecentIds();
  /** Set once the instance was discarded after a fatal error: the next write opens the file again. */
  #reopen = false;
  /**
   * Set by close(): no write is queued after it, and none queued before it opens the file again. A job
   * queued in the same turn as close() (the next day of a compaction) once reopened the file after it
   * was closed, and the process crashed in DuckDB's binding.
   */
  #closing = false;
  /** Set by a write that DuckDB's temp bound refused: the next write sets the bound again first. */
  #remeasureTemp = false;
  readonly #limits: { everyday: string; export: string };
  /** DuckDB's cap, raised while an export runs (memory-cap.ts). */
  readonly #cap: ExportMemoryCap;
  /** Rows and time every analyst's query may take (query-cost.ts); memory is DuckDB's cap. */
  readonly #bounds: QueryBounds;

  constructor(private readonly options: DuckDbStoreOptions) {
    this.#limits = memoryLimits(options);
    this.#bounds = options.queryBounds ?? QUERY_BOUNDS_DEFAULTS;
    this.#cap = new ExportMemoryCap(this.#limits, (sql) => this.#setting(sql));
  }

  async init(): Promise<void> {
    this.#closing = false;
    if (!this.#open) {
      if (this.options.path !== ':memory:') await mkdir(dirname(this.options.path), { recursive: true });
      const instance = await DuckDBInstance.create(this.options.path, {
        memory_limit: this.#limits.everyday,
        threads: String(this.options.threads ?? DUCKDB_DEFAULTS.threads),
        max_temp_directory_size: TEMP_DIRECTORY_BOUND,
        ...(this.options.checkpointThreshold
          ? { checkpoint_threshold: this.options.checkpointThreshold }
          : {}),
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
      try {
        if (fresh.length > 0) await appendVitals(connection, batch, fresh);
      } finally {
        // Remembered even when the append fails: a write can fail after its rows landed (a checkpoint
        // after the commit), and the retry must then take the replacing path, not append them again.
        // The same holds when the repeats' write below fails and the buffer retries the whole batch.
        for (const i of fresh) this.#recent.remember(id(i));
      }
      if (repeats.length > 0) await replaceVitals(connection, batch, repeats);
      for (const i of repeats) this.#recent.remember(id(i));
    });
  }

  insertWarnings(rows: readonly WarnRow[]): Promise<void> {
    return rows.length === 0 ? Promise.resolve() : this.#serialise((c) => writeWarnings(c, rows));
  }

  addRawValues(counts: readonly RawValueCount[]): Promise<void> {
    if (counts.length === 0) return Promise.resolve();
    return this.#serialise(async (connection) => {
      // One statement per value: DuckDB's ON CONFLICT updates a key once per statement.
      for (const { dimension, value, count } of counts)
        await connection.run(
          `INSERT INTO raw_values
             SELECT $1, $2, $3
             WHERE EXISTS (SELECT 1 FROM raw_values WHERE dimension = $1 AND value = $2)
               OR (SELECT count(*) FROM raw_values WHERE dimension = $1) < $4
           ON CONFLICT (dimension, value) DO UPDATE SET count = raw_values.count + excluded.count`,
          [dimension, value.slice(0, RAW_VALUE_MAX_LENGTH), count, RAW_VALUES_PER_DIMENSION],
        );
    });
  }

  async rawValues(): Promise<RawValueCount[]> {
    const rows = await this.#read({
      text: 'SELECT dimension, value, count FROM raw_values ORDER BY count DESC, dimension, value',
      values: [],
    });
    return rows.map((row) => ({
      dimension: String(row.dimension),
      value: String(row.value),
      count: Number(row.count),
    }));
  }

  async stats(query: StatsQuery): Promise<StatsRow[]> {
    return statsRows(query, await this.#read(statsSql(query)));
  }

  async histogram(query: HistogramQuery): Promise<{ bucket: number; count: number }[]> {
    return histogramRows(await this.#read(histogramSql(query)));
  }

  async releases(query: ReleasesQuery): Promise<ReleaseFigures[]> {
    return releaseRows(await this.#read(releasesSql(query)));
  }

  async warningGroups(query: WarningGroupsQuery): Promise<WarningCount[]> {
    return warningCounts(query, await this.#read(warningGroupsSql(query)));
  }

  /** One table's rows in the window into `file` (export-sql.ts), which DuckDbStore streams to the analyst. */
  async exportToFile(query: ExportQuery, file: string): Promise<void> {
    await this.#cap.during(() =>
      writeExport(query, file, (read) => this.#withReader(read, EXPORT_TIMEOUT_MS)),
    );
  }

  /**
   * A copy of the whole database into a new DuckDB file, taken while the service writes
   * (docs/requirements/telemetry-service.md#backup-and-restore): one `COPY FROM DATABASE` statement on a
   * read connection of its own, so one transaction's snapshot (what was committed when it began, every
   * table at the same moment) while the writer goes on. The file must not exist yet.
   */
  async backup(file: string): Promise<void> {
    await this.#cap.during(() => this.#withReader((connection) => copyDatabase(connection, file)));
  }

  /**
   * One DELETE by `received_at`, queued behind the writes like any other. Rows arrive in time order, so
   * the zone maps find the old ones without an index. A metric id still remembered (recent-ids.ts) only
   * sends a late duplicate down the replacing path, which finds nothing to replace and inserts it.
   */
  expire(table: RetainedTable, before: Date): Promise<void> {
    // `table` is one of two names the type allows, never a caller's text; the date is a bound value.
    const name = table === 'vitals' ? 'vitals' : 'warnings';
    return this.#serialise(async (connection) => {
      await connection.run(`DELETE FROM ${name} WHERE received_at < $1`, [timestamp(before)]);
    });
  }

  alertRecords(kind: AlertRecordKind): Promise<AlertRecord[]> {
    return this.#withReader((connection) => readAlertRecords(connection, kind));
  }

  /** Queued behind the writes like any other, in one transaction (alert-records-sql.ts). */
  putAlertRecords(records: readonly AlertRecord[]): Promise<void> {
    return this.#serialise((connection) => writeAlertRecords(connection, records));
  }

  /** Queued behind the writes like any other: a record written before it is deleted with the rest. */
  expireAlertRecords(kinds: readonly AlertRecordKind[], before: Date): Promise<void> {
    return this.#serialise((connection) => expireAlertRecords(connection, kinds, before.getTime()));
  }

  /** Clusters each sealed day by metric, a day at a time behind the writes (cluster-days.ts). */
  compact(before: Date): Promise<void> {
    const threads = this.options.threads ?? DUCKDB_DEFAULTS.threads;
    return clusterSealedDays((job) => this.#serialise(job), before, threads);
  }

  /**
   * Ready means a write commits (docs/requirements/telemetry-service.md#operations): a read succeeds
   * on a database whose disk refuses writes. Queued behind the writes, like any other.
   */
  async ping(): Promise<boolean> {
    try {
      await this.#serialise(async (connection) => {
        await connection.run('DELETE FROM readiness');
        await connection.run('INSERT INTO readiness VALUES (current_timestamp)');
      });
      await this.#read({ text: 'SELECT 1 FROM vitals LIMIT 0', values: [] });
      return true;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    this.#closing = true;
    this.#reopen = false;
    await this.#writes.catch(() => undefined);
    const open = this.#open;
    if (!open) return;
    this.#open = undefined;
    // CHECKPOINT folds the write-ahead log into the file, so an analyst's CLI opens a clean database.
    await open.writer.run('CHECKPOINT');
    open.writer.closeSync();
    open.instance.closeSync();
  }

  #serialise(write: (connection: DuckDBConnection) => Promise<void>): Promise<void> {
    if (this.#closing || (!this.#open && !this.#reopen))
      return Promise.reject(new Error('DuckDB store is not open'));
    const next = this.#writes.then(async () => {
      if (this.#closing) throw new Error('DuckDB store is closing');
      if (!this.#open) await this.init(); // the database invalidated itself: open the file again
      const open = this.#open as Open;
      if (this.#remeasureTemp) {
        await this.#setting(`SET GLOBAL max_temp_directory_size = '${TEMP_DIRECTORY_BOUND}'`);
        this.#remeasureTemp = false;
      }
      try {
        await write(open.writer);
      } catch (error) {
        if (INVALIDATED.test(String(error))) this.#discard(open);
        if (TEMP_DIRECTORY_FULL.test(String(error))) this.#remeasureTemp = true;
        throw error;
      }
    });
    this.#writes = next.catch(() => undefined);
    return next;
  }

  /**
   * After a fatal error (a failed checkpoint: "Permission denied", a full disk) DuckDB refuses every
   * further call on that instance until it is opened again. The next write reopens the file, which
   * replays the WAL, so recovery needs no restart once the disk is fixed (decision 0110).
   */
  #discard(open: Open): void {
    if (this.#open !== open) return;
    this.#open = undefined;
    this.#reopen = true;
    try {
      open.writer.closeSync();
      open.instance.closeSync();
    } catch {
      // an invalidated instance may refuse to close cleanly; it is dropped either way
    }
  }

  /** One statement on a connection of its own, when an instance is open (e.g. `SET GLOBAL …`). */
  async #setting(sql: string): Promise<void> {
    const open = this.#open;
    if (!open) return;
    const connection = await open.instance.connect();
    try {
      await connection.run(sql);
    } finally {
      connection.closeSync();
    }
  }

  /**
   * An analyst's query, read only up to one row past the bound (query-cost.ts): an answer too large to
   * send is refused before its rows become objects in this thread.
   */
  async #read(sql: Sql): Promise<Record<string, unknown>[]> {
    const { maxRows } = this.#bounds;
    return this.#withReader(async (connection) => {
      const reader = await connection.runAndReadUntil(sql.text, maxRows + 1, sql.values);
      if (reader.currentRowCount > maxRows) throw new QueryTooCostly('rows', this.#bounds);
      return reader.getRowObjectsJS();
    });
  }

  /**
   * A short-lived read connection of its own, so a read never runs inside the writer's transaction. A
   * read still running after `timeoutMs` is interrupted; that, and DuckDB's "Out of Memory", come back as
   * QueryTooCostly, and the worker goes on serving (docs/requirements/telemetry-service.md#query-cost).
   */
  async #withReader<T>(
    read: (connection: DuckDBConnection) => Promise<T>,
    timeoutMs = this.#bounds.timeoutMs,
  ): Promise<T> {
    if (!this.#open && this.#reopen) await this.#serialise(async () => undefined);
    const open = this.#open;
    if (!open) throw new Error('DuckDB store is not open');
    const connection = await open.instance.connect();
    let timedOut = false;
    let again: ReturnType<typeof setInterval> | undefined;
    // Again until the read settles: an interrupt that comes while the statement is still being prepared
    // is cleared when it starts executing.
    const timer = setTimeout(() => {
      timedOut = true;
      connection.interrupt();
      again = setInterval(() => connection.interrupt(), 1);
    }, timeoutMs);
    try {
      return await read(connection);
    } catch (error) {
      if (INVALIDATED.test(String(error))) this.#discard(open);
      if (timedOut) throw new QueryTooCostly('time', { ...this.#bounds, timeoutMs });
      if (OUT_OF_MEMORY.test(String(error))) throw new QueryTooCostly('memory', this.#bounds);
      throw error;
    } finally {
      clearTimeout(timer);
      clearInterval(again);
      connection.closeSync();
      await this.#cap.restore();
    }
  }
}
