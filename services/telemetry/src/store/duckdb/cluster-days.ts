import type { DuckDBConnection } from '@duckdb/node-api';
import { timestamp } from './sql.ts';

/**
 * Sealed days clustered by metric (docs/decisions/0604-duckdb-sealed-days-by-metric.md). Beacons arrive
 * in time order with their five metrics mixed, so every row group of `vitals` holds every metric and a
 * query for one metric reads every row group of its window. Once a UTC day is over, its rows are written
 * again one metric after another (each keeping its time order) and the originals deleted, in one
 * transaction: the same rows, but a row group then holds one or two metrics and DuckDB's zone maps on
 * `name` skip the rest. A day is recorded with its row count; when rows arrive for it later (a spool
 * replay after a crash, an import), the count differs and the day is clustered again.
 */
export const CLUSTERED_DAYS_SQL = `
CREATE TABLE IF NOT EXISTS clustered_days (day DATE PRIMARY KEY, rows BIGINT NOT NULL);
`;

/** The UTC days before `before`'s day whose rows are not (or no longer all) clustered, oldest first. */
export async function daysToCluster(connection: DuckDBConnection, before: Date): Promise<string[]> {
  const startOfDay = new Date(Date.UTC(before.getUTCFullYear(), before.getUTCMonth(), before.getUTCDate()));
  const reader = await connection.runAndReadAll(
    `SELECT strftime(d.day, '%Y-%m-%d') FROM (
       SELECT CAST(received_at AS DATE) AS day, count(*) AS rows FROM vitals WHERE received_at < $1 GROUP BY day
     ) d LEFT JOIN clustered_days c ON c.day = d.day
     WHERE c.rows IS DISTINCT FROM d.rows
     ORDER BY d.day`,
    [timestamp(startOfDay)],
  );
  return (reader.getRowsJS() as [string][]).map(([day]) => day);
}

/**
 * Rewrites one UTC day (`YYYY-MM-DD`, from daysToCluster) metric by metric, in one transaction. Rows the
 * transaction inserts get row ids above every committed one, so `rowid <= last` picks the originals.
 * The caller serialises it with the other writes (duckdb-engine.ts).
 */
export async function clusterDay(connection: DuckDBConnection, day: string): Promise<void> {
  const inDay = `received_at >= CAST($1 AS DATE) AND received_at < CAST($1 AS DATE) + 1`;
  await connection.run('BEGIN TRANSACTION');
  try {
    const last = await connection.runAndReadAll(`SELECT max(rowid) FROM vitals`);
    const [[lastRowId]] = last.getRowsJS() as [[bigint | null]];
    if (lastRowId !== null) {
      const names = await connection.runAndReadAll(
        `SELECT DISTINCT name FROM vitals WHERE ${inDay} ORDER BY name`,
        [day],
      );
      // One INSERT a metric keeps each metric's rows in their time order without a sort, which also
      // stays within the service's memory cap (a sort of the whole day did not).
      for (const [name] of names.getRowsJS() as [string][]) {
        await connection.run(
          `INSERT INTO vitals SELECT * FROM vitals WHERE ${inDay} AND name = $2 AND rowid <= $3`,
          [day, name, lastRowId],
        );
      }
      await connection.run(`DELETE FROM vitals WHERE ${inDay} AND rowid <= $2`, [day, lastRowId]);
    }
    await connection.run(
      `INSERT OR REPLACE INTO clustered_days SELECT CAST($1 AS DATE), count(*) FROM vitals WHERE ${inDay}`,
      [day],
    );
    await connection.run('COMMIT');
  } catch (error) {
    await connection.run('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

/**
 * Clusters every day before `before`'s that needs it, each day one write queued by `serialise` behind the
 * others, so a beacon's rows wait for one day's rewrite at most (about 2 s for 370,000 rows:
 * docs/perf/history/telemetry-queries.md). DuckDB runs on one thread meanwhile, then on `threads` again: the
 * bench's 27 days took 56 s instead of 76, and the service's peak RSS was 275 MB instead of 297; queries
 * in those seconds run on one thread too.
 */
export async function clusterSealedDays(
  serialise: (job: (connection: DuckDBConnection) => Promise<void>) => Promise<void>,
  before: Date,
  threads: number,
): Promise<void> {
  let days: string[] = [];
  await serialise(async (connection) => {
    days = await daysToCluster(connection, before);
  });
  for (const day of days) {
    await serialise(async (connection) => {
      await connection.run('SET GLOBAL threads = 1');
      try {
        await clusterDay(connection, day);
      } finally {
        await connection.run(`SET GLOBAL threads = ${Number(threads)}`).catch(() => undefined);
      }
    });
  }
}
