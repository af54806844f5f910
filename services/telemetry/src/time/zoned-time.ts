/**
 * What the service adds to the days of a zone (`@opstap/contracts/zoned-days`, shared with the dashboard): a
 * day's partial flag and the offsets a store adds to turn UTC instants into local days
 * (docs/requirements/telemetry-service.md#query-api).
 */
import { addDays, offsetAt, startOfDay } from '@opstap/contracts/zoned-days';

/**
 * A local day the window does not wholly cover, or that has not ended yet: its count is not a whole
 * day's (docs/requirements/telemetry-service.md#query-api).
 */
export function isPartialDay(date: string, timeZone: string, from: Date, to: Date): boolean {
  const start = startOfDay(date, timeZone);
  const end = startOfDay(addDays(date, 1), timeZone);
  return start < from.getTime() || end > to.getTime() || end > Date.now();
}

/** A stretch of time with one UTC offset: instants before `untilMs` (the last stretch: `Infinity`). */
export interface OffsetSpan {
  untilMs: number;
  offsetMs: number;
}

/**
 * The zone's offsets across [from, to), in order: one span unless a DST change falls inside. Lets a
 * store turn UTC instants into local days by adding an offset instead of converting each row's time
 * zone (docs/requirements/telemetry-service.md#performance). Checked a day apart, then the change
 * found to the millisecond: zones change offset at most a few times a year, never twice in a day.
 */
export function offsetSpans(from: number, to: number, timeZone: string): OffsetSpan[] {
  const spans: OffsetSpan[] = [];
  let offset = offsetAt(from, timeZone);
  for (let at = from; at < to; at += 86_400_000) {
    const next = Math.min(at + 86_400_000, to);
    const later = offsetAt(next, timeZone);
    if (later === offset) continue;
    let [low, high] = [at, next]; // offset at low is `offset`, at high `later`
    while (high - low > 1) {
      const mid = low + Math.floor((high - low) / 2);
      if (offsetAt(mid, timeZone) === offset) low = mid;
      else high = mid;
    }
    spans.push({ untilMs: high, offsetMs: offset });
    offset = later;
  }
  spans.push({ untilMs: Infinity, offsetMs: offset });
  return spans;
}
