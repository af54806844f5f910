/**
 * Days in an IANA time zone without a date library, one implementation for the dashboard and the service: a
 * day is a calendar date of the zone, named `YYYY-MM-DD` (docs/decisions/0806-dashboard-days-in-a-zone.md,
 * docs/requirements/telemetry-service.md#query-api). `Intl.DateTimeFormat` gives the zone's wall clock at an
 * instant, from which its offset follows. Its own entry (`@opstap/contracts/zoned-days`), so the dashboard's
 * first load carries no schema.
 */

const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();
/** `hourCycle: 'h23'` writes midnight as 00, never 24. */
function formatter(zone: string): Intl.DateTimeFormat {
  let found = formatters.get(zone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, found);
  }
  return found;
}

/** True for a time zone name the runtime knows (`UTC`, `Europe/Amsterdam`). */
export function isTimeZone(zone: string): boolean {
  try {
    formatter(zone);
    return true;
  } catch {
    return false;
  }
}

/** The wall clock of an instant in `zone`, to the second, as if it were UTC: ms since the epoch. */
export function wallClock(instant: number, zone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatter(zone).formatToParts(new Date(instant)))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  const { year = 1970, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

/** The zone's offset from UTC at an instant, in ms (Amsterdam in winter: +3,600,000). */
export const offsetAt = (instant: number, zone: string): number =>
  wallClock(instant, zone) - Math.floor(instant / 1000) * 1000;

/** The day an instant (ms or ISO 8601) falls on in `zone`, `YYYY-MM-DD`. */
export const dayIn = (instant: number | string, zone: string): string =>
  new Date(wallClock(typeof instant === 'string' ? Date.parse(instant) : instant, zone))
    .toISOString()
    .slice(0, 10);

/** `YYYY-MM-DD` moved by `n` calendar days. */
export const addDays = (day: string, n: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** A `YYYY-MM-DD` that names a real calendar date. */
export const isDay = (text: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(text) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);

/** The instant (ms) `day` begins in `zone`. */
export function startOfDay(day: string, zone: string): number {
  const guess = Date.parse(`${day}T00:00:00Z`);
  const first = guess - offsetAt(guess, zone);
  // Across a change of clocks the offset at the guess and at the answer differ: correct once.
  return guess - offsetAt(first, zone);
}

/** Every day of `zone` from the one `from` falls on up to `to` (exclusive of a `to` at the zone's midnight). */
export function daysBetween(from: number | string, to: number | string, zone: string): string[] {
  const days: string[] = [];
  const last = dayIn((typeof to === 'string' ? Date.parse(to) : to) - 1, zone);
  for (let day = dayIn(from, zone); day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}
