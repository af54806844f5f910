/**
 * Local days in an IANA time zone without a date library: `Intl.DateTimeFormat` gives a zone's
 * wall-clock time for an instant, from which its offset follows (docs/requirements/telemetry-service.md#query-api).
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** True for a time zone name the runtime knows (`UTC`, `Europe/Amsterdam`). */
export function isTimeZone(name: string): boolean {
  try {
    formatter(name);
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset from UTC at an instant, in ms (Amsterdam in winter: +3,600,000). */
function offsetAt(ms: number, timeZone: string): number {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(new Date(ms))
      .map((p) => [p.type, p.value]),
  );
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return wall - Math.floor(ms / 1000) * 1000;
}

/** `YYYY-MM-DD` of an instant in the zone. */
export function localDay(ms: number, timeZone: string): string {
  return new Date(ms + offsetAt(ms, timeZone)).toISOString().slice(0, 10);
}

/** The instant a local date (`YYYY-MM-DD`) starts in the zone. */
export function startOfDay(date: string, timeZone: string): number {
  const guess = Date.parse(`${date}T00:00:00Z`);
  const first = guess - offsetAt(guess, timeZone);
  // Across a DST change the offset at the guess and at the answer differ: correct once.
  return guess - offsetAt(first, timeZone);
}

/** The next local date. */
export function nextDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** Every local date whose day overlaps [from, to). */
export function daysBetween(from: number, to: number, timeZone: string): string[] {
  const days: string[] = [];
  const last = localDay(to - 1, timeZone);
  for (let day = localDay(from, timeZone); day <= last; day = nextDay(day)) days.push(day);
  return days;
}

/**
 * A local day the window does not wholly cover, or that has not ended yet: its count is not a whole
 * day's (docs/requirements/telemetry-service.md#query-api).
 */
export function isPartialDay(date: string, timeZone: string, from: Date, to: Date): boolean {
  const start = startOfDay(date, timeZone);
  const end = startOfDay(nextDay(date), timeZone);
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
