import { ClickHouseError, ClickHouseLogLevel, createClient, type ClickHouseClient } from '@clickhouse/client';
import type { RetainedTable, VitalBatch, VitalRow, VitalsStore, WarningCount, WarnRow } from '../types.ts';
import { ATTRIBUTION_NUMBERS, ATTRIBUTION_TEXTS, attributionColumn } from '../stored-attribution.ts';
import type {
  HistogramQuery,
  ReleaseFigures,
  StatsQuery,
  StatsRow,
  WarningGroupsQuery,
  ReleasesQuery,
  Window,
} from '../analytics-queries.ts';
import { histogramSql, releasesSql, statsSql, warningGroupsSql } from './analytics-sql.ts';
import { orderStatistics, orderStatisticsSql } from './order-statistics.ts';
import type { Readable } from 'node:stream';
import type { ExportFormat } from '@opstap/contracts';
import type { ExportQuery } from '../export-rows.ts';
import { assertIdentifier, sqlLiteral } from './escape.ts';
import { expireBefore } from './expire.ts';
import { exportStream } from './export-sql.ts';
import { migrate } from './migrations.ts';
import { DEFAULT_RETRY, withRetry, type RetryPolicy } from './retry.ts';
import { sealedDays, type PartSpan } from './sealed-days.ts';

/** How the service reaches ClickHouse (`CLICKHOUSE_URL`, `CLICKHOUSE_DATABASE`, user, password). */
export interface ClickHouseStoreOptions {
  url: string;
  database: string;
  username?: string;
  password?: string;
  /** Inserts are retried with this back-off while the server is unreachable (docs/requirements/telemetry-service.md#durability). */
  retry?: RetryPolicy;
  requestTimeoutMs?: number;
  onRetry?: (error: unknown, attempt: number, delayMs: number) => void;
}

/**
 * Server errors worth retrying: the server overloaded or shutting down. Anything else it answers (a syntax
 * or type error) would fail again, so it surfaces at once. Network errors (no `code` from the server:
 * ECONNREFUSED while it restarts, a reset socket, a timeout) are always retried.
 */
const RETRYABLE_SERVER_CODES = new Set([
  '159', // TIMEOUT_EXCEEDED
  '202', // TOO_MANY_SIMULTANEOUS_QUERIES
  '209', // SOCKET_TIMEOUT
  '210', // NETWORK_ERROR
  '241', // MEMORY_LIMIT_EXCEEDED
  '252', // TOO_MANY_PARTS
  '394', // QUERY_WAS_CANCELLED (server shutting down)
]);

export function isRetryable(error: unknown): boolean {
  if (error instanceof ClickHouseError) return RETRYABLE_SERVER_CODES.has(error.code);
  return true;
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

  constructor(options: ClickHouseStoreOptions) {
    this.#db = assertIdentifier(options.database, 'CLICKHOUSE_DATABASE');
    this.#retry = options.retry ?? DEFAULT_RETRY;
    this.#onRetry = options.onRetry;
    this.#client = createClient({
      url: options.url,
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
    const sealed = await this.#sealedDays(query);
    if (query.groupBy.length === 0 && query.fractions.length > 0) return this.#ungroupedStats(query, sealed);
    return this.#stats(query, sealed);
  }

  /** At once: the server sorts each query's values in one thread, so side by side they share its cores. */
  statsEach(queries: readonly StatsQuery[]): Promise<StatsRow[][]> {
    return Promise.all(queries.map((query) => this.stats(query)));
  }

  async #stats(query: StatsQuery, sealed: readonly string[]): Promise<StatsRow[]> {
    const rows = await this.#select<Record<string, unknown>>(statsSql(this.#db, query, sealed));
    return rows.map((row) => ({
      group: query.groupBy.map((_, i) => String(row[`g${i}`])),
      count: Number(row.count),
      ...(query.ratings ? { good: Number(row.good), poor: Number(row.poor) } : {}),
      quantiles: (row.q as unknown[]).map(Number),
    }));
  }

  /**
   * One group's quantiles without sorting all of its values (the histogram's range is this): the count
   * first, then only the order statistics each fraction interpolates between (orderStatisticsSql). Over
   * 2M values the sort took most of the histogram's time (docs/perf/telemetry-queries.md). Rows that land
   * between the two reads can shift the picked positions by as many rows.
   */
  async #ungroupedStats(query: StatsQuery, sealed: readonly string[]): Promise<StatsRow[]> {
    const [counted] = await this.#stats({ ...query, fractions: [] }, sealed);
    if (!counted) return [];
    const statistics = orderStatistics(counted.count, query.fractions);
    const sql = orderStatisticsSql(this.#db, query, counted.count, statistics.ranks, sealed);
    const [row] = await this.#select<{ xs: unknown[] }>(sql);
    return [{ ...counted, quantiles: statistics.quantiles((row?.xs ?? []).map(Number)) }];
  }

  async histogram(query: HistogramQuery): Promise<{ bucket: number; count: number }[]> {
    const sealed = await this.#sealedDays(query);
    const rows = await this.#select<{ bucket: number; count: number }>(histogramSql(this.#db, query, sealed));
    return rows.map((row) => ({ bucket: Number(row.bucket), count: Number(row.count) }));
  }

  async releases(query: ReleasesQuery): Promise<ReleaseFigures[]> {
    const sealed = await this.#sealedDays(query);
    const rows = await this.#select<ReleaseFigures>(releasesSql(this.#db, query, sealed));
    return rows.map((row) => ({
      appVersion: row.appVersion,
      firstSeenMs: Number(row.firstSeenMs),
      lastSeenMs: Number(row.lastSeenMs),
      pageViews: Number(row.pageViews),
    }));
  }

  async warningGroups(query: WarningGroupsQuery): Promise<WarningCount[]> {
    const rows = await this.#select<WarningCount>(warningGroupsSql(this.#db, query));
    return rows.map((row) => ({ key: String(row.key), count: Number(row.count) }));
  }

  expire(table: RetainedTable, before: Date): Promise<void> {
    return expireBefore(this.#client, this.#db, table, before);
  }

  /** Nothing to do: a MergeTree keeps each part sorted by its key and merges parts itself (migrations.ts). */
  async compact(): Promise<void> {}

  /** 18.16 has no Parquet output format (it came in 19.x); CSV and NDJSON stream from the server. */
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

  async #insert(table: 'vitals' | 'warnings', values: Record<string, unknown>[]): Promise<void> {
    await withRetry(
      () => this.#client.insert({ table: `${this.#db}.${table}`, values, format: 'JSONEachRow' }),
      this.#retry,
      isRetryable,
      this.#onRetry,
    );
  }

  /** The window's days that need no `FINAL`, from the table's active parts as they are now (sealed-days.ts). */
  async #sealedDays(window: Window): Promise<string[]> {
    const parts = await this.#select<{ minDay: string; maxDay: string; level: number | string }>(
      `SELECT toString(min_date) AS minDay, toString(max_date) AS maxDay, level
       FROM system.parts WHERE database = ${sqlLiteral(this.#db)} AND table = 'vitals' AND active`,
    );
    const spans: PartSpan[] = parts.map((part) => ({
      minDay: part.minDay,
      maxDay: part.maxDay,
      merged: Number(part.level) > 0,
    }));
    return sealedDays(spans, window, Date.now());
  }

  async #select<T>(query: string): Promise<T[]> {
    const result = await this.#client.query({ query, format: 'JSONEachRow' });
    return result.json<T>();
  }
}
