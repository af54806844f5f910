import { QueryTooCostly } from '../../store/query-cost.ts';
import { daysBetween } from '@opstap/contracts/zoned-days';

const DAY_MS = 86_400_000;

/**
 * The days of a window, for an answer that lists every one of them (`groupBy=day`), refused before they
 * are counted out when there are more than `maxRows`: a window from the year 2000 is ~9,500 days, and a
 * day per path over 200 paths was 1.9M rows the service built and sent until it ran out of memory
 * (docs/requirements/telemetry-service.md#query-cost). A zone's offset moves a day's edge by hours, so
 * the estimate counts one day less than the window's whole days, and the days themselves decide the rest.
 */
export function windowDays(from: Date, to: Date, tz: string, maxRows: number): string[] {
  const atLeast = Math.floor((to.getTime() - from.getTime()) / DAY_MS) - 1;
  if (atLeast > maxRows) throw new QueryTooCostly('rows', { maxRows, timeoutMs: 0 });
  const days = daysBetween(from.getTime(), to.getTime(), tz);
  assertAnswerRows(days.length, maxRows);
  return days;
}

/** Refuses an answer of more than `maxRows` rows before it is built (query-cost.ts). */
export function assertAnswerRows(rows: number, maxRows: number): void {
  if (rows > maxRows) throw new QueryTooCostly('rows', { maxRows, timeoutMs: 0 });
}
