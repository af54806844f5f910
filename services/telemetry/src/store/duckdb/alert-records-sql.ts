import type { DuckDBConnection } from '@duckdb/node-api';
import { knownKinds, type AlertRecord, type AlertRecordKind } from '../alert-records.ts';

/**
 * The alerting's records in DuckDB (../alert-records.ts): one row per kind and key, replaced by a write of a
 * higher version (the primary key's index is over a few hundred rows, not the vitals).
 */
export const ALERT_RECORDS_SQL = `
CREATE TABLE IF NOT EXISTS alert_records (
  kind VARCHAR NOT NULL,
  key VARCHAR NOT NULL,
  version BIGINT NOT NULL,
  body VARCHAR NOT NULL,
  deleted BOOLEAN NOT NULL,
  PRIMARY KEY (kind, key)
);`;

/** Every record of `kind` that is not deleted, ordered by key. */
export async function readAlertRecords(
  connection: DuckDBConnection,
  kind: AlertRecordKind,
): Promise<AlertRecord[]> {
  const reader = await connection.runAndReadAll(
    'SELECT key, version, body FROM alert_records WHERE kind = $1 AND NOT deleted ORDER BY key',
    [kind],
  );
  return (reader.getRowObjectsJS() as { key: string; version: bigint | number; body: string }[]).map(
    (row) => ({ kind, key: row.key, version: Number(row.version), body: row.body, deleted: false }),
  );
}

/**
 * The records in one statement (all or none); a key keeps the record of the higher version. One INSERT of
 * every row, not a statement per record: a check writes one per budget, and one each made it several times
 * slower (docs/perf/alerts.md). DuckDB refuses to update one row twice in a statement, so only each key's
 * newest record is sent.
 */
export async function writeAlertRecords(
  connection: DuckDBConnection,
  records: readonly AlertRecord[],
): Promise<void> {
  const newest = new Map<string, AlertRecord>();
  for (const record of records) {
    const id = JSON.stringify([record.kind, record.key]);
    const known = newest.get(id);
    if (!known || record.version >= known.version) newest.set(id, record);
  }
  const rows = [...newest.values()];
  if (rows.length === 0) return;
  const placeholders = rows.map(
    (_, i) => `($${5 * i + 1}, $${5 * i + 2}, $${5 * i + 3}, $${5 * i + 4}, $${5 * i + 5})`,
  );
  await connection.run(
    `INSERT INTO alert_records VALUES ${placeholders.join(', ')}
     ON CONFLICT (kind, key) DO UPDATE SET version = excluded.version, body = excluded.body,
       deleted = excluded.deleted
     WHERE excluded.version >= alert_records.version`,
    rows.flatMap((record) => [record.kind, record.key, record.version, record.body, record.deleted]),
  );
}

/** Deletes the records of `kinds` written before `beforeMs` (epoch ms): one DELETE. */
export async function expireAlertRecords(
  connection: DuckDBConnection,
  kinds: readonly AlertRecordKind[],
  beforeMs: number,
): Promise<void> {
  const known = knownKinds(kinds);
  if (known.length === 0) return;
  await connection.run(
    `DELETE FROM alert_records WHERE kind IN (${known.map((_, i) => `$${i + 2}`).join(', ')})
       AND version < $1`,
    [beforeMs, ...known],
  );
}
