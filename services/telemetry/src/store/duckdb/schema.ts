import { ATTRIBUTION_NUMBERS, ATTRIBUTION_TEXTS, attributionColumn } from '../stored-attribution.ts';
import { ALERT_RECORDS_SQL } from './alert-records-sql.ts';
import { CLUSTERED_DAYS_SQL } from './cluster-days.ts';

/**
 * The DuckDB schema's baseline (docs/decisions/0130-baseline-schemas.md): what migration 1 creates. The
 * columns of `vitals` are in the order the appender writes them (write-batch.ts): the report's fields,
 * then the page family, how it was reached, the attribution texts and timings, and the page view's id and
 * whether its browser reports soft navigations (decision 0502). Idempotent (`IF NOT
 * EXISTS`). Timestamps are UTC `TIMESTAMP`s. Rows arrive in time order, so DuckDB's zone maps on
 * `received_at` prune the window filters without an index; there is no primary key on `id` because an ART
 * index over millions of ids would cost more memory than the service's budget
 * (docs/requirements/telemetry-service.md#performance). Duplicates are collapsed at insert. `value_fixed`
 * holds the value in the metric's fixed-point unit (../stored-value.ts, decision 0605).
 */
export const SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS vitals (
  received_at TIMESTAMP NOT NULL,
  name VARCHAR NOT NULL,
  value_fixed INTEGER NOT NULL,
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
  device_pixel_ratio DOUBLE NOT NULL,
  screen VARCHAR DEFAULT '',
  navigation_type VARCHAR DEFAULT '',
  ${ATTRIBUTION_TEXTS.map((key) => `${attributionColumn(key)} VARCHAR DEFAULT ''`).join(',\n  ')},
  ${ATTRIBUTION_NUMBERS.map((key) => `${attributionColumn(key)} DOUBLE`).join(',\n  ')},
  page_view_id VARCHAR DEFAULT '',
  soft_navigations VARCHAR DEFAULT ''
);
CREATE TABLE IF NOT EXISTS warnings (
  received_at TIMESTAMP NOT NULL,
  message VARCHAR NOT NULL,
  stacktrace VARCHAR NOT NULL,
  user_agent VARCHAR NOT NULL,
  path VARCHAR NOT NULL,
  id VARCHAR NOT NULL DEFAULT '',
  message_class VARCHAR DEFAULT '',
  screen VARCHAR DEFAULT '',
  browser VARCHAR DEFAULT '',
  app_version VARCHAR DEFAULT ''
);
-- What a dimension stored as 'other' was sent as, counted; bounded per dimension by the store (types.ts).
CREATE TABLE IF NOT EXISTS raw_values (
  dimension VARCHAR NOT NULL,
  value VARCHAR NOT NULL,
  count BIGINT NOT NULL,
  PRIMARY KEY (dimension, value)
);
-- Written by every readiness probe: /readyz says ready only when a write commits (decision 0110).
CREATE TABLE IF NOT EXISTS readiness (checked_at TIMESTAMP NOT NULL);
${CLUSTERED_DAYS_SQL}
-- The alerting's budgets, states, firings and deliveries (decision 0141).
${ALERT_RECORDS_SQL}`;

/** Per-connection staging for one batch: the appender fills it, one transaction moves it into `vitals`. */
export const STAGING_SQL = `
CREATE TEMP TABLE IF NOT EXISTS vitals_staging AS SELECT *, 0::INTEGER AS seq FROM vitals LIMIT 0;
CREATE TEMP TABLE IF NOT EXISTS warnings_staging AS
  SELECT received_at, message, stacktrace, user_agent, path, id, message_class, screen, browser, app_version
  FROM warnings LIMIT 0;
`;

/** The columns every report fills, before the page family and attribution ones (the benches' bulk loads). */
export const VITAL_REPORT_COLUMNS = [
  'received_at',
  'name',
  'value_fixed',
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
