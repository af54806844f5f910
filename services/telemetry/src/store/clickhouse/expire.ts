import type { ClickHouseClient } from '@clickhouse/client';
import type { RetainedTable } from '../types.ts';

/** How long `expire` waits for its mutation; past it the sweep fails and the next one tries again. */
const MUTATION_WAIT_MS = 300_000;
const POLL_MS = 100;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function count(
  client: ClickHouseClient,
  query: string,
  query_params: Record<string, string | number>,
): Promise<number> {
  const result = await client.query({ query, query_params, format: 'JSONEachRow' });
  const [row] = await result.json<{ n: number | string }>();
  return Number(row?.n ?? 0);
}

/** `YYYYMM` of a date in UTC: the partition key of both tables (migrations.ts). */
function monthOf(date: Date): number {
  return date.getUTCFullYear() * 100 + date.getUTCMonth() + 1;
}

/**
 * Retention on ClickHouse (docs/decisions/0111-retention-and-quotas.md; why not `TTL`:
 * docs/decisions/0702-clickhouse-versions.md): each whole month before the cutoff's is dropped as a
 * partition (a metadata change, no rewrite); the cutoff's own month loses its older rows by one
 * `ALTER … DELETE`, issued only when such rows exist, since a mutation rewrites the parts it touches. This
 * waits until the table has no unfinished mutation: once it resolves, no query counts the expired rows.
 */
export async function expireBefore(
  client: ClickHouseClient,
  db: string,
  table: RetainedTable,
  before: Date,
): Promise<void> {
  const name = table === 'vitals' ? 'vitals' : 'warnings';
  const where = 'database = {db:String} AND table = {table:String}';
  const ofTable = { db, table: name };
  const parts = await client.query({
    query: `SELECT DISTINCT partition FROM system.parts WHERE ${where} AND active`,
    query_params: ofTable,
    format: 'JSONEachRow',
  });
  const cutoffMonth = monthOf(before);
  for (const { partition } of await parts.json<{ partition: string }>()) {
    // The partition as the server prints it: a YYYYMM number, checked as one before it becomes SQL.
    if (/^\d{6}$/.test(partition) && Number(partition) < cutoffMonth) {
      await client.command({ query: `ALTER TABLE ${db}.${name} DROP PARTITION ${partition}` });
    }
  }
  const cutoffMs = before.getTime();
  const older = `SELECT count() AS n FROM ${db}.${name} WHERE received_at_ms < {cutoff:UInt64}`;
  if ((await count(client, older, { cutoff: cutoffMs })) > 0) {
    // A mutation keeps its statement's text to run later, so the cutoff is written as digits (an integer
    // from a Date, checked) rather than bound.
    if (!Number.isSafeInteger(cutoffMs) || cutoffMs < 0) throw new RangeError(`bad cutoff ${before}`);
    await client.command({ query: `ALTER TABLE ${db}.${name} DELETE WHERE received_at_ms < ${cutoffMs}` });
  }
  const deadline = Date.now() + MUTATION_WAIT_MS;
  while (
    (await count(
      client,
      `SELECT count() AS n FROM system.mutations WHERE ${where} AND is_done = 0`,
      ofTable,
    )) > 0
  ) {
    if (Date.now() > deadline) throw new Error(`ClickHouse did not finish deleting old ${name} rows`);
    await sleep(POLL_MS);
  }
}
