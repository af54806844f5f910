import { setTimeout as sleep } from 'node:timers/promises';
import type { VitalsStore } from '../store/types.ts';
import { record } from './records.ts';

/**
 * Which replica checks a window of time (docs/decisions/0144-every-replica-checks.md): every replica that
 * checks on a timer checks at the same moments (multiples of the interval since the epoch), and before each
 * it writes a claim of that moment to the store, waits `settleMs` for the others' claims to land, and reads
 * them back. The earliest claim checks (ties by replica name); the others let that window go, and so does a
 * replica whose own claim took longer than `settleMs` to write (the others may have read before it landed).
 * The store has no compare-and-set, so this holds while the replicas' clocks stay within `settleMs` of each
 * other; past that two replicas may check one window, and the check itself stays idempotent
 * (check-budgets.ts).
 */

/** A claim is kept this long, then deleted by the retention sweep: it is read only while its window runs. */
export const CLAIMS_KEPT_MS = 86_400_000;

export interface ClaimBody {
  replica: string;
  /** The window's moment, epoch milliseconds. */
  window: number;
}

const claimKey = (windowMs: number, replica: string) => `${windowMs}/${replica}`;

/**
 * True when this replica's claim of the window at `windowMs` is the earliest once `settleMs` has passed.
 * The claim's version is the time it was written, as every record's is. With `settleMs` 0 (one replica)
 * nothing is waited for. Rejects when aborted.
 */
export async function claimWindow(
  store: VitalsStore,
  windowMs: number,
  replica: string,
  settleMs: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<boolean> {
  const mine = claimKey(windowMs, replica);
  const claimedAt = Date.now();
  await store.putAlertRecords([
    record('claim', mine, claimedAt, { replica, window: windowMs } satisfies ClaimBody),
  ]);
  if (settleMs > 0) {
    if (Date.now() - claimedAt > settleMs) return false;
    await sleep(settleMs, undefined, { signal, ref: false });
  }
  const prefix = claimKey(windowMs, '');
  const [first] = (await store.alertRecords('claim'))
    .filter((claim) => claim.key.startsWith(prefix))
    .sort((a, b) => a.version - b.version || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return first?.key === mine;
}
