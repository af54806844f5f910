import type { DuckDBAppender, DuckDBConnection } from '@duckdb/node-api';
import type { VitalRow, WarnRow } from '../types.ts';
import { timestamp } from './queries.ts';

/** Duplicates of one metric id arrive within this long of each other (a page view); older rows are not searched. */
const DUPLICATE_HORIZON_MS = 86_400_000;

function appendVital(appender: DuckDBAppender, row: VitalRow, seq: number): void {
  appender.appendValue(timestamp(row.receivedAt));
  appender.appendVarchar(row.name);
  appender.appendDouble(row.value);
  for (const text of [
    row.id,
    row.rating,
    row.connectionType,
    row.device,
    row.os,
    row.osVersion,
    row.browser,
    row.browserVersion,
    row.country,
    row.language,
    row.appVersion,
    row.appType,
    row.path,
    row.userType,
    row.windowOrientation,
  ]) {
    appender.appendVarchar(text);
  }
  appender.appendInteger(row.height);
  appender.appendInteger(row.width);
  appender.appendDouble(row.devicePixelRatio);
  appender.appendInteger(seq);
  appender.endRow();
}

/**
 * Writes one batch of vitals in one transaction. The appender fills a temp staging table (fast bulk
 * load, FIELD-NOTES: many tiny transactions are slow); SQL then keeps the latest report per metric id
 * (types.ts), drops a report older than one already stored, replaces older stored ones, and appends.
 */
export async function writeVitals(connection: DuckDBConnection, rows: readonly VitalRow[]): Promise<void> {
  const appender = await connection.createAppender('vitals_staging', 'main', 'temp');
  try {
    rows.forEach((row, seq) => appendVital(appender, row, seq));
    appender.flushSync();
  } finally {
    appender.closeSync();
  }
  const oldest = Math.min(...rows.map((row) => row.receivedAt.getTime()));
  const horizon = timestamp(new Date(oldest - DUPLICATE_HORIZON_MS));
  await connection.run('BEGIN TRANSACTION');
  try {
    await connection.run(
      `DELETE FROM vitals_staging s WHERE EXISTS (
         SELECT 1 FROM vitals v WHERE v.received_at >= $1 AND v.id = s.id AND v.received_at > s.received_at)`,
      [horizon],
    );
    await connection.run(
      `DELETE FROM vitals WHERE received_at >= $1 AND id IN (SELECT id FROM vitals_staging)`,
      [horizon],
    );
    await connection.run(
      `INSERT INTO vitals SELECT * EXCLUDE (seq) FROM vitals_staging
       QUALIFY row_number() OVER (PARTITION BY id ORDER BY received_at DESC, seq DESC) = 1
       ORDER BY received_at`,
    );
    await connection.run('COMMIT');
  } catch (error) {
    await connection.run('ROLLBACK');
    throw error;
  } finally {
    await connection.run('DELETE FROM vitals_staging');
  }
}

export async function writeWarnings(connection: DuckDBConnection, rows: readonly WarnRow[]): Promise<void> {
  const appender = await connection.createAppender('warnings');
  try {
    for (const row of rows) {
      appender.appendValue(timestamp(row.receivedAt));
      for (const text of [row.message, row.stacktrace, row.userAgent, row.path]) appender.appendVarchar(text);
      appender.endRow();
    }
    // One appender flush is one commit: the batch lands whole or not at all.
    appender.flushSync();
  } finally {
    appender.closeSync();
  }
}
