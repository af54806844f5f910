import type { ClickHouseClient } from '@clickhouse/client';
import { knownKinds, type AlertRecordKind } from '../alert-records.ts';
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
  const ofTable = { db, table: name };
  const parts = await client.query({
    query: `SELECT DISTINCT partition FROM system.parts WHERE database = {db:String} AND table = {table:String} AND active`,
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
  await mutationsDone(client, db, name);
}

/** Waits until `table` has no unfinished mutation (at most MUTATION_WAIT_MS). */
async function mutationsDone(client: ClickHouseClient, db: string, table: string): Promise<void> {
  const deadline = Date.now() + MUTATION_WAIT_MS;
  while (
    (await count(
      client,
      'SELECT count() AS n FROM system.mutations WHERE database = {db:String} AND table = {table:String} AND is_done = 0',
      { db, table },
    )) > 0
  ) {
    if (Date.now() > deadline) throw new Error(`ClickHouse did not finish deleting old ${table} rows`);
    await sleep(POLL_MS);
  }
}

/**
 * The alerting's records of `kinds` written before `before`, every version of each: one `ALTER … DELETE`
 * when there is any (the table holds a few thousand rows, a mutation rewrites little), as the vitals' cutoff
 * month loses its rows, so it runs on every server the fault tests start too. A key's rows older than the
 * cutoff go together, so no older record comes back; one written since keeps its newer row.
 */
export async function expireAlertRecordsBefore(
  client: ClickHouseClient,
  db: string,
  kinds: readonly AlertRecordKind[],
  before: Date,
): Promise<void> {
  const cutoffMs = before.getTime();
  if (!Number.isSafeInteger(cutoffMs) || cutoffMs < 0) throw new RangeError(`bad cutoff ${before}`);
  const known = knownKinds(kinds);
  if (known.length === 0) return;
  // Kinds from the fixed list, the cutoff as checked digits: a mutation keeps its statement's text.
  const where = `kind IN (${known.map((kind) => `'${kind}'`).join(', ')}) AND version < ${cutoffMs}`;
  if ((await count(client, `SELECT count() AS n FROM ${db}.alert_records WHERE ${where}`, {})) === 0) return;
  await client.command({ query: `ALTER TABLE ${db}.alert_records DELETE WHERE ${where}` });
  await mutationsDone(client, db, 'alert_records');
}
