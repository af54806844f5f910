/**
 * The DuckDB schema: version 1, as the first files were made. Later versions are migrations
 * (migrations.ts) that add columns at the end, so a file made by any version ends up with the same
 * column order. Idempotent (`IF NOT EXISTS`), run at every start. Timestamps are UTC `TIMESTAMP`s.
 * Rows arrive in time order, so DuckDB's zone maps on `received_at` prune the window filters without
 * an index; there is no primary key on `id` because an ART index over millions of ids would cost more
 * memory than the service's budget (docs/requirements/telemetry-service.md#performance). Duplicates are collapsed at insert.
 */
export const SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS vitals (
  received_at TIMESTAMP NOT NULL,
  name VARCHAR NOT NULL,
  value DOUBLE NOT NULL,
  id VARCHAR NOT NULL,
  rating VARCHAR NOT NULL,
  connection_type VARCHAR NOT NULL,
  device VARCHAR NOT NULL,
  os VARCHAR NOT NULL,
  os_version VARCHAR NOT NULL,
  browser VARCHAR NOT NULL,
  browser_version VARCHAR NOT NULL,
  country VARCHAR NOT NULL,
  language VARCHAR NOT NULL,
  app_version VARCHAR NOT NULL,
  app_type VARCHAR NOT NULL,
  path VARCHAR NOT NULL,
  user_type VARCHAR NOT NULL,
  window_orientation VARCHAR NOT NULL,
  height INTEGER NOT NULL,
  width INTEGER NOT NULL,
  device_pixel_ratio DOUBLE NOT NULL
);
CREATE TABLE IF NOT EXISTS warnings (
  received_at TIMESTAMP NOT NULL,
  message VARCHAR NOT NULL,
  stacktrace VARCHAR NOT NULL,
  user_agent VARCHAR NOT NULL,
  path VARCHAR NOT NULL,
  id VARCHAR NOT NULL DEFAULT ''
);
-- Files made before warnings had ids (decision 0110): their rows keep '' and are never matched.
ALTER TABLE warnings ADD COLUMN IF NOT EXISTS id VARCHAR DEFAULT '';
-- Written by every readiness probe: /readyz says ready only when a write commits (decision 0110).
CREATE TABLE IF NOT EXISTS readiness (checked_at TIMESTAMP NOT NULL);
`;

/** Per-connection staging for one batch: the appender fills it, one transaction moves it into `vitals`. */
export const STAGING_SQL = `
CREATE TEMP TABLE IF NOT EXISTS vitals_staging AS SELECT *, 0::INTEGER AS seq FROM vitals LIMIT 0;
CREATE TEMP TABLE IF NOT EXISTS warnings_staging AS
  SELECT received_at, message, stacktrace, user_agent, path, id, message_class, screen, browser, app_version
  FROM warnings LIMIT 0;
`;

/** Column order of `vitals` as version 1 made it (the appender appends by position). */
export const VITAL_COLUMNS_V1 = [
  'received_at',
  'name',
  'value',
  'id',
  'rating',
  'connection_type',
  'device',
  'os',
  'os_version',
  'browser',
  'browser_version',
  'country',
  'language',
  'app_version',
  'app_type',
  'path',
  'user_type',
  'window_orientation',
  'height',
  'width',
  'device_pixel_ratio',
] as const;

/** Version 1's columns under today's names: `value` is `value_fixed` since migration 5 (../stored-value.ts). */
export const VITAL_COLUMNS_V1_NOW = VITAL_COLUMNS_V1.map((column) =>
  column === 'value' ? 'value_fixed' : column,
);
