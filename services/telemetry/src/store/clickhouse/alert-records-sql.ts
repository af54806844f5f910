import type { AlertRecordKind } from '../alert-records.ts';
import { QueryParams, type Statement } from './query-params.ts';

/**
 * The alerting's records in ClickHouse (../alert-records.ts). ClickHouse has no update in place: each write
 * is a row, the table a ReplacingMergeTree on the version so merges keep the newest, and a read takes the
 * newest per key itself (`argMax`), whether or not the merge has happened.
 */
export const alertRecordsTable = (db: string) => `CREATE TABLE IF NOT EXISTS ${db}.alert_records (
        kind String,
        key String,
        version UInt64,
        body String,
        deleted UInt8
      )
      ENGINE = ReplacingMergeTree(version)
      ORDER BY (kind, key)`;

/** Every record of `kind` whose newest version is not a deletion, ordered by key. */
export function alertRecordsSql(db: string, kind: AlertRecordKind): Statement {
  const params = new QueryParams();
  return params.statement(
    `SELECT key, max(version) AS newest, argMax(body, version) AS text
     FROM ${db}.alert_records WHERE kind = ${params.bind(kind, 'String')}
     GROUP BY key HAVING argMax(deleted, version) = 0 ORDER BY key`,
  );
}
