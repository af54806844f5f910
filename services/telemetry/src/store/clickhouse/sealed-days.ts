import type { Window } from '../analytics-queries.ts';

/**
 * Which days of a vitals read may skip `FINAL` (docs/decisions/0123-clickhouse-sealed-days.md).
 * `FINAL` collapses rows with equal sorting keys, and `day` is part of that key (migrations.ts), so it
 * only ever collapses rows of the same day. A day held by exactly one active part, and that part the
 * output of a merge (level > 0: every merge of a ReplacingMergeTree already collapsed its rows), has no
 * two rows to collapse: reading it plainly gives `FINAL`'s answer without 18.16's single-threaded
 * merge at read time, most of a query's cost (docs/perf/telemetry-queries.md).
 */

/** An active part of `vitals`, from `system.parts`: the UTC days it holds and whether it was merged. */
export interface PartSpan {
  /** `YYYY-MM-DD` */
  minDay: string;
  /** `YYYY-MM-DD` */
  maxDay: string;
  merged: boolean;
}

const DAY_MS = 86_400_000;
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Today and yesterday (UTC) always take `FINAL`: reports of one metric id repeat within a day (types.ts),
 * so a new part for those days may be written between the listing of `system.parts` and the query.
 * Older days get new parts only from a late spool replay (the gap the decision records).
 */
export const OPEN_DAYS = 2;

/** The UTC days of `window` that one merged part alone holds, oldest first; none within OPEN_DAYS of `nowMs`. */
export function sealedDays(parts: readonly PartSpan[], window: Window, nowMs: number): string[] {
  const open = utcDay(nowMs - (OPEN_DAYS - 1) * DAY_MS);
  const last = utcDay(window.to.getTime());
  const days: string[] = [];
  for (let ms = Date.parse(utcDay(window.from.getTime())); ; ms += DAY_MS) {
    const day = utcDay(ms);
    if (day > last || day >= open) break;
    const holders = parts.filter((part) => part.minDay <= day && day <= part.maxDay);
    if (holders.length === 1 && holders[0]?.merged) days.push(day);
  }
  return days;
}
