import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { MIN_TOKEN_LENGTH, parseTokenFile, shortToken, type TokenSource } from './auth/token-set.ts';
import { bytes, ConfigError, httpUrl, integer, oneOf, withSecretFiles, type Env } from './env-parsing.ts';
import { clickhouseConfig, type ClickHouseConfig } from './clickhouse-config.ts';
import { alertsConfig } from './alerts-config.ts';
import type { AlertingSettings } from './alerts/alerting.ts';
import type { StoreSettings } from './store/create-store.ts';
import { DUCKDB_DEFAULTS, MEMORY_SIZE } from './store/duckdb/duckdb-options.ts';
import { QUERY_BOUNDS_DEFAULTS, type QueryBounds } from './store/query-cost.ts';

/** The store STORE picks, with its settings: ClickHouse's exactly when it is the one. */
export type StoreChoice =
  { store: 'duckdb'; clickhouse?: undefined } | { store: 'clickhouse'; clickhouse: ClickHouseConfig };

/**
 * The service's one typed configuration, read once from the environment at start
 * (docs/requirements/telemetry-service.md#operations). Every bad value stops start-up with one sentence
 * that names the variable (ConfigError), never a stack trace.
 */
export type Config = StoreChoice & {
  host: string;
  port: number;
  duckdbPath: string;
  /** DuckDB's buffer cap; the whole process should stay under its RSS budget (duckdb-options.ts). */
  duckdbMemoryLimit: string;
  /** DuckDB's buffer cap while an export runs (duckdb-options.ts). */
  duckdbExportMemoryLimit: string;
  /**
   * WAL size at which DuckDB checkpoints into the file (`checkpoint_threshold`); DuckDB's own (16MB)
   * when unset. Smaller means a shorter WAL replay at start, for more checkpoints.
   */
  duckdbCheckpointThreshold: string | undefined;
  /** DuckDB's worker threads (queries, checkpoints); they share the cores with the HTTP thread. */
  duckdbThreads: number;
  /**
   * What one analyst's query may cost: rows in an answer, time, and ClickHouse's memory per query
   * (QUERY_MAX_ROWS, QUERY_TIMEOUT_MS, QUERY_MEMORY_LIMIT; docs/requirements/telemetry-service.md#query-cost).
   */
  queryBounds: QueryBounds;
  /** Exports running at once; one more is answered 503 with Retry-After (EXPORT_CONCURRENCY). */
  exportConcurrency: number;
  /** Exact origins (scheme://host[:port]) allowed to send beacons from a browser. */
  allowedOrigins: string[];
  /** Where `POST /admin/backup` writes its copies of the DuckDB store (`backups/` beside the file). */
  backupDir: string;
  /** Serves the analysts' query API (`/analytics/vitals/*`, `/analytics/warnings`); needs a token. */
  queryApi: boolean;
  /**
   * Bearer tokens by what they open (docs/requirements/telemetry-service.md#tokens): `read` the query API,
   * `import` the backfill (`/analytics/import`, off without one), `operator` `/metrics` and `/admin/*` (off
   * without one). Each: several at once, from a comma list or a file read again when it changes.
   */
  tokens: {
    read: TokenSource | undefined;
    import: TokenSource | undefined;
    operator: TokenSource | undefined;
  };
  /** The analysts' dashboard's built files, served at `/dashboard/` (apps/dashboard/dist by default). */
  dashboardDir: string;
  flushIntervalMs: number;
  /** A batch this large is flushed at once, without waiting for the timer. */
  flushRows: number;
  /** The bounded buffer: beyond this many unflushed rows the service answers 503. */
  bufferMaxRows: number;
  /**
   * The ingest spool's folder (docs/decisions/0110-ingest-spool.md): a beacon is acknowledged once it is
   * on disk here. One folder per process; by default `spool/` beside the DuckDB file.
   */
  spoolDir: string;
  /** Bytes the spool may hold before beacons are refused with 503. */
  spoolMaxBytes: number;
  /** Size at which the spool starts a new segment file (the unit it deletes once stored). */
  spoolSegmentBytes: number;
  /** Extra wait before each group commit, to gather more beacons into one fsync. */
  spoolCommitDelayMs: number;
  /** Time-outs (docs/requirements/telemetry-service.md#operations): a whole request, its headers, an idle keep-alive. */
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  keepAliveTimeoutMs: number;
  /** After SIGTERM, connections still open this long are closed (the spool keeps what was acknowledged). */
  shutdownTimeoutMs: number;
  rateLimitPerMinute: number;
  /**
   * How many client addresses the rate limit tracks at once; past it the address seen longest ago is
   * forgotten (docs/decisions/0111-retention-and-quotas.md).
   */
  rateLimitMaxAddresses: number;
  /** Bytes of warnings (request bodies) one client address may send a minute; then 429. */
  warnBytesPerMinute: number;
  /** Rows older than this many days are deleted, per table (docs/decisions/0111-retention-and-quotas.md). */
  vitalsRetentionDays: number;
  warningsRetentionDays: number;
  /** Fastify's `trustProxy`: false, true, a hop count, or a comma list of proxy addresses. */
  trustProxy: boolean | number | string;
  logLevel: string;
  /** How often the counted log lines (page warnings, refusals, failed writes) are written (plugins/log-tally.ts). */
  logSummaryIntervalMs: number;
  /** The service's version, shown in the OpenAPI document. */
  version: string;
  /** Budget checks and their webhooks (alerts-config.ts; docs/requirements/telemetry-service.md#budgets-and-alerts). */
  alerts: AlertingSettings;
};

/** build.mjs writes the package's version in here; where the source runs unbundled (tests) it is absent. */
declare const __TELEMETRY_VERSION__: string | undefined;
const VERSION = typeof __TELEMETRY_VERSION__ === 'string' ? __TELEMETRY_VERSION__ : '0.0.0';

/**
 * The production site, and the local site wherever `pnpm start` (`WEB_PORT`, default 4173) and `pnpm dev`
 * (`WEB_DEV_PORT`, default 5173) serve it: the same variables move the servers and what this service allows
 * (docs/requirements/deployment.md#ports), so a moved port never loses the beacons.
 */
export function defaultAllowedOrigins(env: Env = process.env): string {
  const ports = [localPort(env, 'WEB_PORT', 4173), localPort(env, 'WEB_DEV_PORT', 5173)];
  return [
    'https://www.opstap.nl',
    ...ports.flatMap((port) => [`http://127.0.0.1:${port}`, `http://localhost:${port}`]),
  ].join(',');
}

function localPort(env: Env, name: string, fallback: number): number {
  return integer(env, name, fallback, 1, 65_535);
}

const MIB = 1024 * 1024;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function origins(env: Env): string[] {
  const list = (env.ALLOWED_ORIGINS?.trim() || defaultAllowedOrigins(env)).split(',').map((o) => o.trim());
  for (const origin of list) {
    if (httpUrl(origin)?.origin !== origin) {
      throw new ConfigError(
        `ALLOWED_ORIGINS must be a comma list of origins like https://www.opstap.nl, not "${origin}".`,
      );
    }
  }
  return list;
}

function trustProxy(env: Env): Config['trustProxy'] {
  const raw = env.TRUST_PROXY?.trim() ?? '';
  if (raw === '' || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  if (/^[0-9a-fA-F.:/,\s]+$/.test(raw)) return raw;
  throw new ConfigError(
    `TRUST_PROXY must be true, false, a hop count or a comma list of proxy addresses, not "${raw}".`,
  );
}

/** A DuckDB memory size (`64MB`), or the default. */
function memorySize(env: Env, name: string, fallback: string): string {
  const value = env[name]?.trim() || fallback;
  if (!MEMORY_SIZE.test(value)) throw new ConfigError(`${name} must look like 64MB, not "${value}".`);
  return value;
}

/**
 * One kind of bearer token: `<NAME>` (a comma list) or `<NAME>_FILE` (one a line; the service reads it again
 * when it changes: auth/token-set.ts), checked here once so a bad value stops start-up.
 */
function tokenSource(env: Env, variable: string): TokenSource | undefined {
  const file = env[`${variable}_FILE`]?.trim() || undefined;
  const listed = (env[variable] ?? '')
    .split(',')
    .map((token) => token.trim())
    .filter(Boolean);
  if (file && listed.length > 0)
    throw new ConfigError(`${variable} and ${variable}_FILE are both set: set one.`);
  let tokens = listed;
  if (file) {
    try {
      tokens = parseTokenFile(readFileSync(file, 'utf8'));
    } catch (error) {
      throw new ConfigError(
        `${variable}_FILE ${file} cannot be read (${(error as NodeJS.ErrnoException).code ?? error}).`,
      );
    }
  }
  if (shortToken(tokens) !== undefined) {
    throw new ConfigError(`${variable} must be at least ${MIN_TOKEN_LENGTH} characters long, each token.`);
  }
  return tokens.length > 0 || file ? { variable, tokens, ...(file ? { file } : {}) } : undefined;
}

export function loadConfig(environment: Env = process.env): Config {
  const env = withSecretFiles(environment, (path) => readFileSync(path, 'utf8'));
  const queryApi = oneOf(env, 'QUERY_API', ['on', 'off'], 'on') === 'on';
  const tokens = {
    read: tokenSource(env, 'ANALYTICS_TOKEN'),
    import: tokenSource(env, 'IMPORT_TOKEN'),
    operator: tokenSource(env, 'OPERATOR_TOKEN'),
  };
  if (queryApi && !tokens.read) {
    throw new ConfigError(
      'ANALYTICS_TOKEN is not set: set it (or ANALYTICS_TOKEN_FILE) to a secret of 32 or more characters for the query API, or set QUERY_API=off.',
    );
  }
  const flushRows = integer(env, 'FLUSH_ROWS', 5000, 1, 100_000);
  const bufferMaxRows = integer(env, 'BUFFER_MAX_ROWS', 20_000, 1, 1_000_000);
  if (bufferMaxRows < flushRows) throw new ConfigError('BUFFER_MAX_ROWS must be at least FLUSH_ROWS.');
  const memory = memorySize(env, 'DUCKDB_MEMORY_LIMIT', DUCKDB_DEFAULTS.memoryLimit);
  const exportMemory = memorySize(env, 'DUCKDB_EXPORT_MEMORY_LIMIT', DUCKDB_DEFAULTS.exportMemoryLimit);
  const checkpoint = env.DUCKDB_CHECKPOINT_THRESHOLD?.trim() || undefined;
  if (checkpoint !== undefined && !MEMORY_SIZE.test(checkpoint))
    throw new ConfigError(`DUCKDB_CHECKPOINT_THRESHOLD must look like 16MB, not "${checkpoint}".`);
  const duckdbPath = env.DUCKDB_PATH?.trim() || './data/vitals.duckdb';
  const spoolSegmentBytes = integer(env, 'SPOOL_SEGMENT_BYTES', 4 * MIB, 64 * 1024, 1024 * MIB);
  const spoolMaxBytes = integer(env, 'SPOOL_MAX_BYTES', 256 * MIB, 64 * 1024, 1024 * 1024 * MIB);
  // Stored records are only deleted a whole segment at a time: the bound must hold several.
  if (spoolMaxBytes < 4 * spoolSegmentBytes)
    throw new ConfigError('SPOOL_MAX_BYTES must be at least 4 times SPOOL_SEGMENT_BYTES.');
  const requestTimeoutMs = integer(env, 'REQUEST_TIMEOUT_MS', 10_000, 100, 600_000);
  const headersTimeoutMs = integer(env, 'HEADERS_TIMEOUT_MS', 5_000, 100, 600_000);
  // Node refuses a headers time-out longer than the whole request's.
  if (headersTimeoutMs > requestTimeoutMs)
    throw new ConfigError('HEADERS_TIMEOUT_MS must not be longer than REQUEST_TIMEOUT_MS.');
  const besideStore = duckdbPath === ':memory:' ? './data' : dirname(duckdbPath);
  const store: StoreChoice =
    oneOf(env, 'STORE', ['duckdb', 'clickhouse'] as const, 'duckdb') === 'clickhouse'
      ? { store: 'clickhouse', clickhouse: clickhouseConfig(env) }
      : { store: 'duckdb' };
  return {
    ...store,
    host: env.HOST?.trim() || '127.0.0.1',
    port: integer(env, 'PORT', 4100, 0, 65_535),
    duckdbPath,
    duckdbMemoryLimit: memory,
    duckdbExportMemoryLimit: exportMemory,
    duckdbCheckpointThreshold: checkpoint,
    duckdbThreads: integer(env, 'DUCKDB_THREADS', DUCKDB_DEFAULTS.threads, 1, 256),
    queryBounds: {
      maxRows: integer(env, 'QUERY_MAX_ROWS', QUERY_BOUNDS_DEFAULTS.maxRows, 1, 10_000_000),
      timeoutMs: integer(env, 'QUERY_TIMEOUT_MS', QUERY_BOUNDS_DEFAULTS.timeoutMs, 100, 3_600_000),
      memoryBytes: bytes(env, 'QUERY_MEMORY_LIMIT', QUERY_BOUNDS_DEFAULTS.memoryBytes),
    },
    exportConcurrency: integer(env, 'EXPORT_CONCURRENCY', 1, 1, 64),
    allowedOrigins: origins(env),
    queryApi,
    tokens,
    // src/ and dist/ both sit one level under services/telemetry: the repository's dashboard build.
    dashboardDir: env.DASHBOARD_DIR?.trim() || join(import.meta.dirname, '../../../apps/dashboard/dist'),
    flushIntervalMs: integer(env, 'FLUSH_INTERVAL_MS', 1000, 10, 60_000),
    flushRows,
    bufferMaxRows,
    spoolDir: env.SPOOL_DIR?.trim() || join(besideStore, 'spool'),
    backupDir: env.BACKUP_DIR?.trim() || join(besideStore, 'backups'),
    spoolMaxBytes,
    spoolSegmentBytes,
    spoolCommitDelayMs: integer(env, 'SPOOL_COMMIT_DELAY_MS', 0, 0, 100),
    requestTimeoutMs,
    headersTimeoutMs,
    keepAliveTimeoutMs: integer(env, 'KEEP_ALIVE_TIMEOUT_MS', 5_000, 100, 600_000),
    shutdownTimeoutMs: integer(env, 'SHUTDOWN_TIMEOUT_MS', 10_000, 100, 600_000),
    rateLimitPerMinute: integer(env, 'RATE_LIMIT_PER_MINUTE', 1200, 1, 100_000_000),
    rateLimitMaxAddresses: integer(env, 'RATE_LIMIT_MAX_ADDRESSES', 100_000, 1, 10_000_000),
    warnBytesPerMinute: integer(env, 'WARN_BYTES_PER_MINUTE', 256 * 1024, 1024, 1024 * MIB),
    vitalsRetentionDays: integer(env, 'VITALS_RETENTION_DAYS', 400, 1, 36_500),
    warningsRetentionDays: integer(env, 'WARNINGS_RETENTION_DAYS', 90, 1, 36_500),
    trustProxy: trustProxy(env),
    logLevel: oneOf(env, 'LOG_LEVEL', LOG_LEVELS, 'info'),
    logSummaryIntervalMs: integer(env, 'LOG_SUMMARY_INTERVAL_MS', 60_000, 100, 3_600_000),
    version: VERSION,
    alerts: alertsConfig(env, integer),
  };
}

/** The store's settings as the adapter takes them (store/create-store.ts): the store reads no config. */
export function storeSettings(config: Config): StoreSettings {
  if (config.store === 'clickhouse')
    return { engine: 'clickhouse', clickhouse: { ...config.clickhouse, queryBounds: config.queryBounds } };
  return {
    engine: 'duckdb',
    duckdb: {
      // `:memory:` is DuckDB's name for no file, not a path to resolve.
      path: config.duckdbPath === ':memory:' ? ':memory:' : resolve(config.duckdbPath),
      memoryLimit: config.duckdbMemoryLimit,
      exportMemoryLimit: config.duckdbExportMemoryLimit,
      threads: config.duckdbThreads,
      checkpointThreshold: config.duckdbCheckpointThreshold,
      queryBounds: config.queryBounds,
    },
  };
}
