import type { DuckDBAppender, DuckDBConnection } from '@duckdb/node-api';
import { timestampValue } from './duckdb-api.ts';
import type { WarnRow } from '../types.ts';
import { timestamp } from './sql.ts';
import type { RecentIds } from './recent-ids.ts';
import {
  ID_FIELD,
  latestIndexPerId,
  NUMBER_FIELDS,
  PAGE_VIEW_FIELDS,
  ROW_NUMBERS,
  TEXT_FIELDS,
  TEXTS_PER_ROW,
  textAt,
  type VitalColumns,
} from './vital-columns.ts';

/** TEXT_FIELDS up to `windowOrientation` sit between `value_fixed` and `height` (the report's columns: schema.ts). */
const REPORT_TEXTS = TEXT_FIELDS.indexOf('windowOrientation') + 1;
/** The page view's texts come last, after the attribution timings (schema.ts). */
const PAGE_VIEW_TEXTS = TEXTS_PER_ROW - PAGE_VIEW_FIELDS.length;

/** Duplicates of one metric id arrive within this long of each other (a page view); older rows are not searched. */
const DUPLICATE_HORIZON_MS = 86_400_000;

/**
 * Appender calls are synchronous native calls, one a value. They run in the DuckDB worker thread, which
 * also answers the analysts' queries and `/readyz` pings: a whole batch in one go would keep those
 * waiting. So the loops yield this often (what a row costs: docs/perf/telemetry-ingest.md).
 */
const ROWS_PER_TURN = 250;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Fills an appender and flushes it (one commit). When the flush fails, the appender still holds the rows,
 * and closing it, or DuckDB's destructor when the garbage collector frees it later, flushes them again:
 * after a disk came back, that stored the batch a second time beside the retry's copy (the read-only
 * file's process test). So a failed appender is cleared before it is closed; the write buffer retries.
 */
async function appendAll(appender: DuckDBAppender, fill: () => Promise<void>): Promise<void> {
  try {
    await fill();
    appender.flushSync();
  } catch (error) {
    try {
      appender.clear();
    } catch {
      // nothing left to clear, or an appender DuckDB already dropped
    }
    throw error;
  } finally {
    appender.closeSync();
  }
}

/**
 * Appends row `i`'s columns in `vitals` order (schema.ts): the report's, then the screen, navigation
 * type, attribution texts and attribution timings, then the page view's id and soft-navigation support.
 * The caller ends the row.
 */
function appendVital(appender: DuckDBAppender, batch: VitalColumns, i: number): void {
  const n = i * NUMBER_FIELDS;
  const c = i * TEXTS_PER_ROW;
  const { numbers, codes, texts } = batch;
  appender.appendTimestamp(timestampValue(BigInt(numbers[n] as number) * 1000n));
  appender.appendVarchar(texts[codes[c] as number] as string); // name
  appender.appendInteger(numbers[n + 1] as number); // value_fixed (decision 0605)
  for (let f = 1; f < REPORT_TEXTS; f += 1) appender.appendVarchar(texts[codes[c + f] as number] as string);
  appender.appendInteger(numbers[n + 2] as number); // height
  appender.appendInteger(numbers[n + 3] as number); // width
  appender.appendDouble(numbers[n + 4] as number); // devicePixelRatio
  for (let f = REPORT_TEXTS; f < PAGE_VIEW_TEXTS; f += 1)
    appender.appendVarchar(texts[codes[c + f] as number] as string);
  for (let f = ROW_NUMBERS; f < NUMBER_FIELDS; f += 1) {
    const number = numbers[n + f] as number;
    if (Number.isNaN(number)) appender.appendNull();
    else appender.appendDouble(number);
  }
  for (let f = PAGE_VIEW_TEXTS; f < TEXTS_PER_ROW; f += 1)
    appender.appendVarchar(texts[codes[c + f] as number] as string);
}

/**
 * The common case: reports whose ids were not seen recently (rows `indices` of the batch) go straight
 * into `vitals` through the appender. One appender flush is one commit, so they land whole or not at all.
 */
export async function appendVitals(
  connection: DuckDBConnection,
  batch: VitalColumns,
  indices: readonly number[],
): Promise<void> {
  const appender = await connection.createAppender('vitals');
  await appendAll(appender, async () => {
    for (let k = 0; k < indices.length; k += 1) {
      if (k > 0 && k % ROWS_PER_TURN === 0) await nextTurn();
      appendVital(appender, batch, indices[k] as number);
      appender.endRow();
    }
  });
}

/**
 * Reports that may repeat a stored metric id (rows `indices` of the batch), in one transaction: the
 * appender fills a temp staging table, then SQL keeps the latest report per id (types.ts): it drops a
 * staged report older than the stored one, deletes stored ones it replaces, and inserts the rest. Looks
 * back one day only, so the zone maps on `received_at` keep the search to the newest row groups.
 */
export async function replaceVitals(
  connection: DuckDBConnection,
  batch: VitalColumns,
  indices: readonly number[],
): Promise<void> {
  const appender = await connection.createAppender('vitals_staging', 'main', 'temp');
  let oldest = Infinity;
  await appendAll(appender, async () => {
    for (let seq = 0; seq < indices.length; seq += 1) {
      if (seq > 0 && seq % ROWS_PER_TURN === 0) await nextTurn();
      const i = indices[seq] as number;
      oldest = Math.min(oldest, batch.numbers[i * NUMBER_FIELDS] as number);
      appendVital(appender, batch, i);
      appender.appendInteger(seq);
      appender.endRow();
    }
  });
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
    // Report what failed, not the rollback: on a database the failure invalidated, there is no
    // transaction left to roll back.
    await connection.run('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await connection.run('DELETE FROM vitals_staging');
  }
}

/**
 * A batch of vitals as DuckDbStore sends it (vital-columns.ts), the latest report per metric id: ids not
 * seen recently (recent-ids.ts) appended, the others through the replacing path.
 */
export async function writeVitals(
  connection: DuckDBConnection,
  batch: VitalColumns,
  recent: RecentIds,
): Promise<void> {
  const latest = latestIndexPerId(batch);
  const id = (i: number) => textAt(batch, i, ID_FIELD);
  const fresh: number[] = [];
  const repeats: number[] = [];
  for (const i of latest) (recent.has(id(i)) ? repeats : fresh).push(i);
  try {
    if (fresh.length > 0) await appendVitals(connection, batch, fresh);
  } finally {
    // Remembered even when the append fails: a write can fail after its rows landed (a checkpoint
    // after the commit), and the retry must then take the replacing path, not append them again.
    // The same holds when the repeats' write below fails and the buffer retries the whole batch.
    for (const i of fresh) recent.remember(id(i));
  }
  if (repeats.length > 0) await replaceVitals(connection, batch, repeats);
  for (const i of repeats) recent.remember(id(i));
}

/**
 * Warnings in one transaction, each id once (decision 0110): a retry of a batch whose write failed but
 * landed, or a replay of the spool, brings ids that are stored already. A warning's id comes with its
 * record's receipt time, the same on every retry and replay, so the search looks no further back than
 * the batch's oldest row.
 */
export async function writeWarnings(connection: DuckDBConnection, rows: readonly WarnRow[]): Promise<void> {
  const appender = await connection.createAppender('warnings_staging', 'main', 'temp');
  let oldest = Infinity;
  await appendAll(appender, async () => {
    for (const [i, row] of rows.entries()) {
      if (i > 0 && i % ROWS_PER_TURN === 0) await nextTurn();
      oldest = Math.min(oldest, row.receivedAt.getTime());
      appender.appendTimestamp(timestamp(row.receivedAt));
      const texts = [row.message, row.stacktrace, row.userAgent, row.path, row.id];
      // Then the derived columns, in warnings_staging's order (schema.ts).
      texts.push(row.messageClass, row.screen, row.browser, row.appVersion);
      for (const text of texts) appender.appendVarchar(text);
      appender.endRow();
    }
  });
  try {
    await connection.run(
      `INSERT INTO warnings (received_at, message, stacktrace, user_agent, path, id, message_class, screen, browser,
         app_version)
       SELECT * FROM warnings_staging s
       WHERE NOT EXISTS (SELECT 1 FROM warnings w WHERE w.received_at >= $1 AND w.id = s.id)
       QUALIFY row_number() OVER (PARTITION BY id) = 1
       ORDER BY received_at`,
      [timestamp(new Date(oldest))],
    );
  } finally {
    await connection.run('DELETE FROM warnings_staging');
  }
}
