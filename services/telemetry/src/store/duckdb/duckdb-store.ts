import type {
  RawValueCount,
  VitalBatch,
  RetainedTable,
  VitalsStore,
  WarningCount,
  WarnRow,
} from '../types.ts';
import type {
  HistogramQuery,
  ReleaseFigures,
  StatsQuery,
  StatsRow,
  WarningGroupsQuery,
  ReleasesQuery,
} from '../analytics-queries.ts';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { EXPORT_FORMATS } from '@opstap/contracts';
import { EXPORT_MEDIA, type ExportQuery } from '../export-rows.ts';
import type { DuckDbStoreOptions } from './duckdb-options.ts';
import { VitalColumnsBuilder } from './vital-columns.ts';
import { statsOfReadFractions } from '../fraction-ranges.ts';
import { WorkerClient } from './worker-client.ts';
import type { StoreMethod } from './worker-protocol.ts';
import type { AlertRecord, AlertRecordKind } from '../alert-records.ts';

/**
 * The worker's script sits beside the bundle that holds this code: build.mjs emits dist/duckdb-worker.js
 * next to dist/server.js. Under vitest this file is TypeScript source, which Node cannot start as a worker
 * (it strips erasable syntax only, and the worker's sources use more), so tests start the bundle the test
 * global setup builds first (test/setup/build.ts).
 */
export const WORKER_URL = import.meta.url.endsWith('.ts')
  ? new URL('../../../dist/duckdb-worker.js', import.meta.url)
  : new URL('./duckdb-worker.js', import.meta.url);

/**
 * The embedded DuckDB store, as the service sees it: every call goes to a worker thread that owns the
 * database (DuckDbEngine), so a batch's commit and DuckDB's checkpoints never block the HTTP thread
 * (docs/decisions/0601). A write resolves once the worker has committed it. If the worker dies, calls
 * in flight reject (the write buffer keeps and retries their rows) and the next call starts a new one.
 */
export class DuckDbStore implements VitalsStore {
  #client: WorkerClient | undefined;
  #starting: Promise<WorkerClient> | undefined;
  #open = false;

  constructor(
    private readonly options: DuckDbStoreOptions,
    /** The worker's script; tests substitute one that fails. */
    private readonly workerUrl: URL = WORKER_URL,
  ) {}

  async init(): Promise<void> {
    if (this.#client) {
      await this.#client.call('init', []);
      return;
    }
    this.#open = true;
    try {
      await this.#running();
    } catch (error) {
      this.#open = false;
      throw error;
    }
  }

  /** Vitals wait for their flush as columns, the form the worker takes (vital-columns.ts). */
  createVitalBatch(capacity?: number): VitalBatch {
    return new VitalColumnsBuilder(capacity);
  }

  /**
   * Copied to the worker, not transferred: the write buffer keeps the batch until the write succeeds,
   * to send it again if it fails. Copying typed arrays is a memcpy; the texts are one array of strings.
   */
  async insertVitals(batch: VitalBatch): Promise<void> {
    if (!(batch instanceof VitalColumnsBuilder)) {
      throw new TypeError('DuckDbStore.insertVitals takes a batch from its own createVitalBatch');
    }
    if (batch.length > 0) await this.#call('insertVitals', batch.build());
  }

  async insertWarnings(rows: readonly WarnRow[]): Promise<void> {
    if (rows.length > 0) await this.#call('insertWarnings', rows);
  }

  stats(query: StatsQuery): Promise<StatsRow[]> {
    return statsOfReadFractions(query, (plain) => this.#call('stats', plain));
  }

  /**
   * One after another: each already uses every engine thread, and several quantile states side by side
   * took the service past its RSS bound over 10M rows (docs/perf/history/telemetry-queries.md).
   */
  async statsEach(queries: readonly StatsQuery[]): Promise<StatsRow[][]> {
    const answers: StatsRow[][] = [];
    for (const query of queries) answers.push(await this.stats(query));
    return answers;
  }

  histogram(query: HistogramQuery): Promise<{ bucket: number; count: number }[]> {
    return this.#call('histogram', query);
  }

  releases(query: ReleasesQuery): Promise<ReleaseFigures[]> {
    return this.#call('releases', query);
  }

  warningGroups(query: WarningGroupsQuery): Promise<WarningCount[]> {
    return this.#call('warningGroups', query);
  }

  alertRecords(kind: AlertRecordKind): Promise<AlertRecord[]> {
    return this.#call('alertRecords', kind);
  }

  async putAlertRecords(records: readonly AlertRecord[]): Promise<void> {
    if (records.length > 0) await this.#call('putAlertRecords', records);
  }

  async expireAlertRecords(kinds: readonly AlertRecordKind[], before: Date): Promise<void> {
    await this.#call('expireAlertRecords', kinds, before);
  }

  async addRawValues(counts: readonly RawValueCount[]): Promise<void> {
    if (counts.length > 0) await this.#call('addRawValues', counts);
  }

  rawValues(): Promise<RawValueCount[]> {
    return this.#call('rawValues');
  }

  async expire(table: RetainedTable, before: Date): Promise<void> {
    await this.#call('expire', table, before);
  }

  async compact(before: Date): Promise<void> {
    await this.#call('compact', before);
  }

  readonly exportFormats = EXPORT_FORMATS;

  /**
   * The worker writes the file (COPY, or NDJSON lines) into a temp folder of its own; the answer streams
   * it from disk and the folder goes when the stream closes, read to the end or not.
   */
  async exportRows(query: ExportQuery): Promise<Readable> {
    const folder = await mkdtemp(join(tmpdir(), 'opstap-export-'));
    const file = join(folder, `${query.table}.${EXPORT_MEDIA[query.format].extension}`);
    const removeFolder = () => rm(folder, { recursive: true, force: true });
    try {
      await this.#call('exportToFile', query, file);
    } catch (error) {
      await removeFolder();
      throw error;
    }
    const stream = createReadStream(file);
    stream.once('close', () => void removeFolder());
    return stream;
  }

  /** A consistent copy of the database into a new file, while writes go on (DuckDbEngine.backup). */
  async backup(file: string): Promise<void> {
    await this.#call('backup', file);
  }

  async ping(): Promise<boolean> {
    try {
      return (await this.#call('ping')) === true;
    } catch {
      return false;
    }
  }

  /** The worker finishes the writes it was sent, checkpoints and closes the file; then it is stopped. */
  async close(): Promise<void> {
    if (!this.#open) return;
    this.#open = false;
    const client = this.#client ?? (await this.#starting?.catch(() => undefined));
    this.#client = undefined;
    if (!client) return;
    try {
      await client.call('close', []);
    } finally {
      await client.terminate();
    }
  }

  #call<T>(method: StoreMethod, ...args: unknown[]): Promise<T> {
    if (!this.#open) return Promise.reject(new Error('DuckDB store is not open'));
    // Handed to the worker's client at once while it runs, so calls reach the worker in the order they
    // were made: close() comes after the writes made before it. While one starts, calls queue on it.
    const client = this.#client;
    const send = (running: WorkerClient) => running.call(method, args) as Promise<T>;
    return client ? send(client) : this.#running().then(send);
  }

  #running(): Promise<WorkerClient> {
    if (this.#client) return Promise.resolve(this.#client);
    this.#starting ??= this.#start().finally(() => (this.#starting = undefined));
    return this.#starting;
  }

  async #start(): Promise<WorkerClient> {
    const client = new WorkerClient(this.workerUrl, this.options, () => {
      if (this.#client === client) this.#client = undefined;
    });
    try {
      await client.call('init', []);
    } catch (error) {
      await client.terminate();
      throw error;
    }
    this.#client = client;
    return client;
  }
}
