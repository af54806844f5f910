import type { MetricName, Rating } from '@opstap/contracts';
import type {
  HistogramQuery,
  ReleaseFigures,
  ReleasesQuery,
  StatsQuery,
  StatsRow,
  WarningGroupsQuery,
} from './analytics-queries.ts';
import type { Readable } from 'node:stream';
import type { ExportFormat } from '@opstap/contracts';
import type { ExportQuery } from './export-rows.ts';
import type { StoredAttribution } from './stored-attribution.ts';
import type { AlertRecord, AlertRecordKind } from './alert-records.ts';

/**
 * The vitals store: one interface, one adapter per engine (DuckDB embedded, ClickHouse at scale).
 * The shared store contract tests hold every adapter to the same results for the same events.
 */

/** A stored report's `softNavigations`: the contract's boolean, or '' for a client that did not say. */
export type SoftNavigations = 'yes' | 'no' | '';

/** A vital as stored: the report after the service normalised it (rating recomputed, path stripped…). */
export interface VitalRow {
  receivedAt: Date;
  name: MetricName;
  value: number;
  /**
   * web-vitals metric id. Reports for the same id collapse to one row: the one with the latest
   * `receivedAt` wins (on a tie, the later insert), since web-vitals re-reports a metric (CLS, INP)
   * with the same id as its value grows. Duplicates are expected within a day of each other.
   */
  id: string;
  rating: Rating;
  connectionType: string;
  device: string;
  os: string;
  osVersion: string;
  browser: string;
  browserVersion: string;
  country: string;
  language: string;
  appVersion: string;
  appType: string;
  path: string;
  /** The route's screen (`@opstap/routes`): the client's when it names a known one, else from the path. */
  screen: string;
  /** web-vitals' navigation type; '' when the client did not say. */
  navigationType: string;
  /** The page view the metric belongs to (docs/requirements/client-telemetry.md#page-views); '' from older clients. */
  pageViewId: string;
  /** Whether the browser reports soft navigations: `yes`, `no`, or '' when the client did not say. */
  softNavigations: SoftNavigations;
  userType: string;
  windowOrientation: string;
  height: number;
  width: number;
  devicePixelRatio: number;
  /** Scrubbed: selectors without attribute values, URLs as origin + path, lengths capped. */
  attribution: StoredAttribution;
}

/** A warn log as stored: message and stack capped, control characters stripped. Never an IP. */
export interface WarnRow {
  /**
   * Names the warning in every store, the same on a retry and on a replay of the spool (the spool
   * position of its record: plugins/ingest.ts). Rows with the same id are kept once.
   */
  id: string;
  receivedAt: Date;
  message: string;
  stacktrace: string;
  userAgent: string;
  path: string;
  /** The message with build hashes, numbers and chunk ids as `*`: one group per failure. */
  messageClass: string;
  screen: string;
  /** From the User-Agent, in the stored vocabulary (ingest/user-agent.ts). */
  browser: string;
  /** '' when the client did not say. */
  appVersion: string;
}

/** The tables that each have their own retention (VITALS_RETENTION_DAYS, WARNINGS_RETENTION_DAYS). */
export const RETAINED_TABLES = ['vitals', 'warnings'] as const;
export type RetainedTable = (typeof RETAINED_TABLES)[number];

/**
 * A value a client sent for a dimension with a vocabulary, stored in the dimension as `other`, and counted
 * here apart (docs/requirements/telemetry-service.md#ingest): what `other` stood for, bounded.
 */
export interface RawValueCount {
  dimension: string;
  /** As sent, cleaned and capped at RAW_VALUE_MAX_LENGTH characters. */
  value: string;
  count: number;
}

/** At most this many distinct raw values per dimension are kept; later new ones are not (their rows are `other`). */
export const RAW_VALUES_PER_DIMENSION = 1000;
/** A raw value's characters kept. */
export const RAW_VALUE_MAX_LENGTH = 64;

/** Warnings counted per group (`warningGroups`), ordered by the group's values. */
export interface WarningCount {
  /** The group's value per `groupBy` dimension, in its order; `day` as `YYYY-MM-DD` in `tz`. */
  group: string[];
  count: number;
}

/**
 * Accepted vitals gathered for one write. Each store makes its own (`createVitalBatch`) and holds the
 * rows in the form it writes fastest, so vitals waiting for their flush are already in that form
 * (docs/decisions/0102-store-batches.md). A store writes only the batches it made.
 */
export interface VitalBatch {
  /** Rows pushed so far. */
  readonly length: number;
  push(row: VitalRow): void;
}

export interface VitalsStore {
  /** Applies the schema (idempotent migrations). */
  init(): Promise<void>;
  /** An empty batch for `insertVitals`; `capacity` is how many rows to expect (a hint, not a bound). */
  createVitalBatch(capacity?: number): VitalBatch;
  /**
   * Writes a batch this store made in one write, whole or not at all; resolves once it is durable. A
   * batch whose write failed may be passed again, unchanged.
   */
  insertVitals(batch: VitalBatch): Promise<void>;
  insertWarnings(rows: readonly WarnRow[]): Promise<void>;
  /**
   * Adds counts of raw values (RawValueCount): a value already kept gains its count; a new one is kept only
   * while its dimension holds fewer than RAW_VALUES_PER_DIMENSION values.
   */
  addRawValues(counts: readonly RawValueCount[]): Promise<void>;
  /** The raw values kept, most counted first (then by dimension and value). */
  rawValues(): Promise<RawValueCount[]>;
  /** Counts, good/poor counts and quantiles of one metric per group (analytics-queries.ts). */
  stats(query: StatsQuery): Promise<StatsRow[]>;
  /**
   * Several `stats` at once, answered in their order, run as suits the engine: one after another where
   * queries share the service's process and memory (DuckDB), side by side on a server (ClickHouse).
   */
  statsEach(queries: readonly StatsQuery[]): Promise<StatsRow[][]>;
  /** How many values fall in each bucket; bucket indices without values are absent. */
  histogram(query: HistogramQuery): Promise<{ bucket: number; count: number }[]>;
  /** Each app version seen in the window, ordered by first seen. */
  releases(query: ReleasesQuery): Promise<ReleaseFigures[]>;
  /** Warnings counted per group (one or two dimensions), ordered by the group's values. */
  warningGroups(query: WarningGroupsQuery): Promise<WarningCount[]>;
  /** The alerting's records of one kind (alert-records.ts): the newest per key, deleted keys left out, by key. */
  alertRecords(kind: AlertRecordKind): Promise<AlertRecord[]>;
  /** Writes alert records in one write, all or none; a key keeps its record of the highest version. */
  putAlertRecords(records: readonly AlertRecord[]): Promise<void>;
  /**
   * Deletes the records of `kinds` whose version (the write's time) is before `before`, every version of
   * them (retention, plugins/retention.ts); resolves once no read returns them. A key written again since
   * keeps its newer record.
   */
  expireAlertRecords(kinds: readonly AlertRecordKind[], before: Date): Promise<void>;
  /**
   * Deletes the rows of `table` received before `before` (retention, plugins/retention.ts); resolves once
   * no query counts them any more.
   */
  expire(table: RetainedTable, before: Date): Promise<void>;
  /**
   * Rearranges rows received before `before`'s UTC day so that queries read less (DuckDB: each sealed day
   * clustered by metric); the same rows, the same answers. Daily, after retention (plugins/retention.ts).
   */
  compact(before: Date): Promise<void>;
  /** The export formats this store offers (ClickHouse: no Parquet yet, docs/decisions/0702-clickhouse-versions.md). */
  readonly exportFormats: readonly ExportFormat[];
  /** One table's rows in the window, ordered by receive time, as a byte stream (export-rows.ts). */
  exportRows(query: ExportQuery): Promise<Readable>;
  /**
   * Copies the whole store into a new file at `file`, consistently, while it runs (an embedded engine:
   * DuckDB); absent where the engine has its own backups (ClickHouse's BACKUP). The copy opens as a store.
   */
  backup?(file: string): Promise<void>;
  /** True when the engine answers (for `/readyz`). */
  ping(): Promise<boolean>;
  /** Flushes engine state to disk where that applies (DuckDB CHECKPOINT) and releases the connection. */
  close(): Promise<void>;
}
