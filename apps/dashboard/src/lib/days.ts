/**
 * Days as the analyst lives them: a day is a calendar date in the chosen IANA zone, named `YYYY-MM-DD`, and
 * drawn at that date's UTC midnight with a UTC-formatting axis, so its label never moves with the zone of the
 * browser that draws it (docs/decisions/0806-dashboard-days-in-a-zone.md).
 */

const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();
/** `en-CA` writes dates as `YYYY-MM-DD`; hourCycle h23 writes midnight as 00. */
function formatter(zone: string): Intl.DateTimeFormat {
  let found = formatters.get(zone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(zone, found);
  }
  return found;
}

/** Whether the browser knows `zone` as an IANA time zone name (the service validates the same way). */
export function isTimeZone(zone: string): boolean {
  try {
    formatter(zone);
    return true;
  } catch {
    return false;
  }
}

/** The browser's own zone: the default of the zone filter. */
export function browserZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : 'UTC';
}

/** Every zone the browser knows, the given ones first (the zone filter's choices). */
export function zoneChoices(first: readonly string[]): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([...first, 'UTC', ...all])];
}

/** The wall clock of an instant in `zone`, as if it were UTC: ms since the epoch. */
function wallClock(instant: number, zone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatter(zone).formatToParts(new Date(instant)))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  const { year = 1970, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

/** The day an instant falls on in `zone`, `YYYY-MM-DD`. */
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

/** A day as the chart's x value: its date's UTC midnight in seconds (drawn by a UTC axis, dayAxis). */
export const dayToSeconds = (day: string): number => Date.parse(`${day}T00:00:00Z`) / 1000;

/**
 * An instant as the chart's x value: its wall clock in `zone`, on the same axis as the days (a release
 * first seen at 23:30 UTC is drawn in the next Amsterdam day).
 */
export const instantToSeconds = (instant: string, zone: string): number =>
  wallClock(Date.parse(instant), zone) / 1000;

/** Every day of `zone` from the one `from` falls on up to `to` (exclusive of a `to` at the zone's midnight). */
export function daysBetween(from: string, to: string, zone: string): string[] {
  const days: string[] = [];
  const last = dayIn(Date.parse(to) - 1, zone);
  for (let day = dayIn(from, zone); day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}

const SHORT = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short' });

/** A day's short label on an axis (`28 Nov`): the date itself, whatever zone the browser is in. */
export const dayLabel = (seconds: number): string => SHORT.format(new Date(seconds * 1000));

/**
 * The instant `day` begins in `zone`, as ISO 8601: what a question that takes no `tz` (the export) is sent
 * for a day of the zone. Corrected once more for a day whose offset differs from the day before's (a change
 * of clocks at midnight).
 */
export function midnightIn(day: string, zone: string): string {
  const asUtc = Date.parse(`${day}T00:00:00Z`);
  let instant = asUtc - (wallClock(asUtc, zone) - asUtc);
  instant = asUtc - (wallClock(instant, zone) - instant);
  return new Date(instant).toISOString();
}
