import { ClickHouseLogLevel, createClient, type ClickHouseClient } from '@clickhouse/client';
import {
  RAW_VALUE_MAX_LENGTH,
  RAW_VALUES_PER_DIMENSION,
  type RawValueCount,
  type RetainedTable,
  type VitalBatch,
  type VitalRow,
  type VitalsStore,
  type WarningCount,
  type WarnRow,
} from '../types.ts';
import { ATTRIBUTION_NUMBERS, ATTRIBUTION_TEXTS, attributionColumn } from '../stored-attribution.ts';
import type {
  HistogramQuery,
  ReleaseFigures,
  StatsQuery,
  StatsRow,
  WarningGroupsQuery,
  ReleasesQuery,
} from '../analytics-queries.ts';
import { histogramSql, releasesSql, statsSql, warningGroupsSql } from './analytics-sql.ts';
import type { Readable } from 'node:stream';
import type { ExportFormat } from '@opstap/contracts';
import type { ExportQuery } from '../export-rows.ts';
import { assertIdentifier } from './identifier.ts';
import { expireAlertRecordsBefore, expireBefore } from './expire.ts';
import { exportStream } from './export-sql.ts';
import { migrate } from './migrations.ts';
import type { AlertRecord, AlertRecordKind } from '../alert-records.ts';
import { alertRecordsSql } from './alert-records-sql.ts';
import type { Statement } from './query-params.ts';
import { DEFAULT_RETRY, isRetryable, withRetry, type RetryPolicy } from './retry.ts';
import { QUERY_BOUNDS_DEFAULTS, type QueryBounds } from '../query-cost.ts';
import { asCostError, boundSettings } from './query-bounds.ts';

/** A connection `@clickhouse/client` runs over instead of HTTP (chDB's in-process engine, in tests and benches). */
export type ClickHouseConnection = NonNullable<Parameters<typeof createClient>[0]>['connection'];

/** How the service reaches ClickHouse (`CLICKHOUSE_URL`, `CLICKHOUSE_DATABASE`, user, password). */
export interface ClickHouseStoreOptions {
  /** The server's HTTP URL; ignored with `connection`. */
  url?: string;
  connection?: ClickHouseConnection;
  database: string;
  username?: string;
  password?: string;
  /** Inserts are retried with this back-off while the server is unreachable (docs/requirements/telemetry-service.md#durability). */
  retry?: RetryPolicy;
  requestTimeoutMs?: number;
  onRetry?: (error: unknown, attempt: number, delayMs: number) => void;
  /** Rows, time and memory an analyst's query may take (query-cost.ts); the defaults when unset. */
  queryBounds?: QueryBounds;
}

function vitalRecord(row: VitalRow) {
  return {
    received_at_ms: row.receivedAt.getTime(),
    app_type: row.appType,
    name: row.name,
    id: row.id,
    value: row.value,
    rating: row.rating,
    path: row.path,
    device: row.device,
    country: row.country,
    language: row.language,
    browser: row.browser,
    browser_version: row.browserVersion,
    os: row.os,
    os_version: row.osVersion,
    connection_type: row.connectionType,
    app_version: row.appVersion,
    user_type: row.userType,
    window_orientation: row.windowOrientation,
    height: row.height,
    width: row.width,
    device_pixel_ratio: row.devicePixelRatio,
    screen: row.screen,
    navigation_type: row.navigationType,
    page_view_id: row.pageViewId,
    soft_navigations: row.softNavigations,
    ...Object.fromEntries(
      [...ATTRIBUTION_TEXTS, ...ATTRIBUTION_NUMBERS].map((key) => [
        attributionColumn(key),
        row.attribution[key],
      ]),
    ),
  };
}

/** The vitals store on ClickHouse: stateless, so the service runs in as many replicas as needed. */
export class ClickHouseStore implements VitalsStore {
  readonly #client: ClickHouseClient;
  readonly #db: string;
  readonly #retry: RetryPolicy;
  readonly #onRetry: ClickHouseStoreOptions['onRetry'];
  readonly #bounds: QueryBounds;

  constructor(options: ClickHouseStoreOptions) {
    this.#db = assertIdentifier(options.database, 'CLICKHOUSE_DATABASE');
    this.#retry = options.retry ?? DEFAULT_RETRY;
    this.#onRetry = options.onRetry;
    this.#bounds = options.queryBounds ?? QUERY_BOUNDS_DEFAULTS;
    this.#client = createClient({
      ...(options.connection ? { connection: options.connection } : { url: options.url }),
      username: options.username ?? 'default',
      password: options.password ?? '',
      request_timeout: options.requestTimeoutMs ?? 30_000,
      // The service logs through pino; the client's console logger would bypass it.
      log: { level: ClickHouseLogLevel.OFF },
      // Drop idle sockets well before the server does (keep_alive_timeout: 3 s on 18.16, 1 s in the test
      // server), so a socket the server already closed is never reused for a query (a spurious ECONNRESET).
      keep_alive: { enabled: true, idle_socket_ttl: 800, eagerly_destroy_stale_sockets: true },
      // Counts are UInt64, which ClickHouse quotes as strings unless told: as JSON numbers. Exact up to 2^53, far above our counts.
      clickhouse_settings: { output_format_json_quote_64bit_integers: 0 },
    });
  }

  async init(): Promise<void> {
    await withRetry(() => migrate(this.#client, this.#db), this.#retry, isRetryable, this.#onRetry);
  }

  /** Vitals wait for their flush as the rows themselves: JSONEachRow sends them as they are. */
  createVitalBatch(): VitalBatch {
    return [] as VitalRow[];
  }

  /** One INSERT per batch: each INSERT makes a part, so the caller batches (docs/decisions/0700-clickhouse-schema.md). */
  async insertVitals(batch: VitalBatch): Promise<void> {
    if (!Array.isArray(batch)) {
      throw new TypeError('ClickHouseStore.insertVitals takes a batch from its own createVitalBatch');
    }
    if (batch.length === 0) return;
    await this.#insert('vitals', (batch as VitalRow[]).map(vitalRecord));
  }

  async insertWarnings(rows: readonly WarnRow[]): Promise<void> {
    if (rows.length === 0) return;
    // The row id comes with the row (its spool position), so a retry after an ambiguous failure (the insert
    // landed but the answer was lost) and a replay after a crash re-send the same ids, counted once.
    const values = rows.map((row) => ({
      received_at_ms: row.receivedAt.getTime(),
      row_id: row.id,
      path: row.path,
      message: row.message,
      stacktrace: row.stacktrace,
      user_agent: row.userAgent,
      message_class: row.messageClass,
      screen: row.screen,
      browser: row.browser,
      app_version: row.appVersion,
    }));
    await this.#insert('warnings', values);
  }

  async stats(query: StatsQuery): Promise<StatsRow[]> {
    const rows = await this.#select<Record<string, unknown>>(statsSql(this.#db, query));
    return rows.map((row) => ({
      group: query.groupBy.map((_, i) => String(row[`g${i}`])),
      count: Number(row.count),
      ...(query.ratings ? { good: Number(row.good), poor: Number(row.poor) } : {}),
      quantiles: (row.q as unknown[]).map(Number),
    }));
  }

  /**
   * At once: the server answers each query on its own threads, and `quantilesExactInclusive` reads every
   * fraction from one pass, so what a query `reads` changes nothing here.
   */
  statsEach(queries: readonly StatsQuery[]): Promise<StatsRow[][]> {
    return Promise.all(queries.map((query) => this.stats(query)));
  }

  async histogram(query: HistogramQuery): Promise<{ bucket: number; count: number }[]> {
    const rows = await this.#select<{ bucket: number; count: number }>(histogramSql(this.#db, query));
    return rows.map((row) => ({ bucket: Number(row.bucket), count: Number(row.count) }));
  }

  async releases(query: ReleasesQuery): Promise<ReleaseFigures[]> {
    const rows = await this.#select<ReleaseFigures>(releasesSql(this.#db, query));
    return rows.map((row) => ({
      appVersion: row.appVersion,
      firstSeenMs: Number(row.firstSeenMs),
      lastSeenMs: Number(row.lastSeenMs),
      pageViews: Number(row.pageViews),
    }));
  }

  async warningGroups(query: WarningGroupsQuery): Promise<WarningCount[]> {
    const rows = await this.#select<Record<string, unknown>>(warningGroupsSql(this.#db, query));
    return rows.map((row) => ({
      group: query.groupBy.map((_, i) => String(row[`g${i}`])),
      count: Number(row.count),
    }));
  }

  async alertRecords(kind: AlertRecordKind): Promise<AlertRecord[]> {
    const rows = await this.#select<{ key: string; newest: number; text: string }>(
      alertRecordsSql(this.#db, kind),
    );
    return rows.map((row) => ({
      kind,
      key: row.key,
      version: Number(row.newest),
      body: row.text,
      deleted: false,
    }));
  }

  /** One INSERT: a block is written whole or not at all. */
  async putAlertRecords(records: readonly AlertRecord[]): Promise<void> {
    if (records.length === 0) return;
    await this.#insert(
      'alert_records',
      records.map((record) => ({ ...record, deleted: record.deleted ? 1 : 0 })),
    );
  }

  expire(table: RetainedTable, before: Date): Promise<void> {
    return expireBefore(this.#client, this.#db, table, before);
  }

  expireAlertRecords(kinds: readonly AlertRecordKind[], before: Date): Promise<void> {
    return expireAlertRecordsBefore(this.#client, this.#db, kinds, before);
  }

  /** Nothing to do: a MergeTree keeps each part sorted by its key and merges parts itself (migrations.ts). */
  async compact(): Promise<void> {}

  /**
   * CSV and NDJSON stream from the server. ClickHouse writes Parquet too, but with its own column types
   * (LowCardinality, epoch ms), not the file DuckDB writes: it is offered once the export contract holds
   * both to one file shape.
   */
  readonly exportFormats: readonly ExportFormat[] = ['csv', 'ndjson'];

  async exportRows(query: ExportQuery): Promise<Readable> {
    if (!this.exportFormats.includes(query.format))
      throw new RangeError(`ClickHouse exports ${this.exportFormats.join(', ')}, not ${query.format}`);
    return exportStream(this.#client, this.#db, query);
  }

  async ping(): Promise<boolean> {
    const result = await this.#client.ping();
    return result.success;
  }

  /** Nothing to checkpoint: an acknowledged INSERT is already on the server. */
  async close(): Promise<void> {
    await this.#client.close();
  }

  /**
   * Counts of a value already kept are added; a new value only while its dimension holds fewer than
   * RAW_VALUES_PER_DIMENSION. Replicas check and insert each on its own, so the bound holds per replica:
   * at most the bound times the replicas (docs/requirements/telemetry-service.md#ingest).
   */
  async addRawValues(counts: readonly RawValueCount[]): Promise<void> {
    if (counts.length === 0) return;
    const kept = await this.#select<{ dimension: string; value: string }>({
      query: `SELECT DISTINCT dimension, value FROM ${this.#db}.raw_values
        WHERE has(splitByChar(',', {dimensions:String}), dimension)`,
      // Dimension names are identifiers (no commas).
      params: { dimensions: [...new Set(counts.map((c) => c.dimension))].join(',') },
    });
    const known = new Map<string, Set<string>>();
    for (const { dimension, value } of kept) {
      if (!known.has(dimension)) known.set(dimension, new Set());
      known.get(dimension)?.add(value);
    }
    const values = [];
    for (const { dimension, value: sent, count } of counts) {
      const value = sent.slice(0, RAW_VALUE_MAX_LENGTH);
      const seen = known.get(dimension) ?? new Set<string>();
      known.set(dimension, seen);
      if (!seen.has(value) && seen.size >= RAW_VALUES_PER_DIMENSION) continue;
      seen.add(value);
      values.push({ dimension, value, count });
    }
    if (values.length > 0) await this.#insert('raw_values', values);
  }

  async rawValues(): Promise<RawValueCount[]> {
    const rows = await this.#select<{ dimension: string; value: string; count: string | number }>({
      query: `SELECT dimension, value, sum(count) AS count FROM ${this.#db}.raw_values
        GROUP BY dimension, value ORDER BY count DESC, dimension, value`,
      params: {},
    });
    return rows.map((row) => ({ dimension: row.dimension, value: row.value, count: Number(row.count) }));
  }

  async #insert(
    table: 'vitals' | 'warnings' | 'raw_values' | 'alert_records',
    values: Record<string, unknown>[],
  ): Promise<void> {
    await withRetry(
      () => this.#client.insert({ table: `${this.#db}.${table}`, values, format: 'JSONEachRow' }),
      this.#retry,
      isRetryable,
      this.#onRetry,
    );
  }

  /** Every read runs under the analysts' bounds (query-bounds.ts); past one, QueryTooCostly. */
  async #select<T>({ query, params }: Statement): Promise<T[]> {
    try {
      const clickhouse_settings = boundSettings(this.#bounds);
      const result = await this.#client.query({
        query,
        query_params: params,
        format: 'JSONEachRow',
        clickhouse_settings,
      });
      return await result.json<T>();
    } catch (error) {
      throw asCostError(error, this.#bounds);
    }
  }
}
