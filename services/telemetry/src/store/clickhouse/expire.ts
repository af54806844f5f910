import type { ClickHouseClient } from '@clickhouse/client';
import type { RetainedTable } from '../types.ts';
import { sqlLiteral } from './escape.ts';

/** How long `expire` waits for its mutation; past it the sweep fails and the next one tries again. */
const MUTATION_WAIT_MS = 300_000;
const POLL_MS = 100;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function count(client: ClickHouseClient, query: string): Promise<number> {
  const result = await client.query({ query, format: 'JSONEachRow' });
  const [row] = await result.json<{ n: number | string }>();
  return Number(row?.n ?? 0);
}

/** `YYYYMM` of a date in UTC: the partition key of both tables (migrations.ts). */
function monthOf(date: Date): number {
  return date.getUTCFullYear() * 100 + date.getUTCMonth() + 1;
}

/**
 * Retention on ClickHouse without `TTL`, which 18.16 lacks (docs/decisions/0111-retention-and-quotas.md): each whole
 * month before the cutoff's is dropped as a partition (a metadata change, no rewrite); the cutoff's own
 * month loses its older rows by one `ALTER … DELETE`, issued only when such rows exist, since a mutation
 * rewrites the parts it touches. 18.16 has no `mutations_sync`, so this waits until the table has no
 * unfinished mutation: once it resolves, no query counts the expired rows.
 */
export async function expireBefore(
  client: ClickHouseClient,
  db: string,
  table: RetainedTable,
  before: Date,
): Promise<void> {
  const name = table === 'vitals' ? 'vitals' : 'warnings';
  const where = `database = ${sqlLiteral(db)} AND table = ${sqlLiteral(name)}`;
  const parts = await client.query({
    query: `SELECT DISTINCT partition FROM system.parts WHERE ${where} AND active`,
    format: 'JSONEachRow',
  });
  const cutoffMonth = monthOf(before);
  for (const { partition } of await parts.json<{ partition: string }>()) {
    // The partition as the server prints it: a YYYYMM number, checked as one before it becomes SQL.
    if (/^\d{6}$/.test(partition) && Number(partition) < cutoffMonth) {
      await client.command({ query: `ALTER TABLE ${db}.${name} DROP PARTITION ${partition}` });
    }
  }
  const cutoffMs = sqlLiteral(before.getTime());
  if (
    (await count(client, `SELECT count() AS n FROM ${db}.${name} WHERE received_at_ms < ${cutoffMs}`)) > 0
  ) {
    await client.command({ query: `ALTER TABLE ${db}.${name} DELETE WHERE received_at_ms < ${cutoffMs}` });
  }
  const deadline = Date.now() + MUTATION_WAIT_MS;
  while (
    (await count(client, `SELECT count() AS n FROM system.mutations WHERE ${where} AND is_done = 0`)) > 0
  ) {
    if (Date.now() > deadline) throw new Error(`ClickHouse did not finish deleting old ${name} rows`);
    await sleep(POLL_MS);
  }
}
