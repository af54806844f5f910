/**
 * Days as the analyst sees them drawn: a day of the chosen IANA zone (counted by `@opstap/contracts/zoned-days`,
 * as the service counts them) is drawn at that date's UTC midnight with a UTC-formatting axis, so its label
 * never moves with the zone of the browser that draws it (docs/decisions/0806-dashboard-days-in-a-zone.md).
 */
import { isTimeZone, startOfDay, wallClock } from '@opstap/contracts/zoned-days';

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

/** A day as the chart's x value: its date's UTC midnight in seconds (drawn by a UTC axis, dayAxis). */
export const dayToSeconds = (day: string): number => Date.parse(`${day}T00:00:00Z`) / 1000;

/**
 * An instant as the chart's x value: its wall clock in `zone`, on the same axis as the days (a release
 * first seen at 23:30 UTC is drawn in the next Amsterdam day).
 */
export const instantToSeconds = (instant: string, zone: string): number =>
  wallClock(Date.parse(instant), zone) / 1000;

const SHORT = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short' });

/** A day's short label on an axis (`28 Nov`): the date itself, whatever zone the browser is in. */
export const dayLabel = (seconds: number): string => SHORT.format(new Date(seconds * 1000));

/** The instant `day` begins in `zone`, as ISO 8601: what a question that takes no `tz` (the export) is sent. */
export const midnightIn = (day: string, zone: string): string =>
  new Date(startOfDay(day, zone)).toISOString();
