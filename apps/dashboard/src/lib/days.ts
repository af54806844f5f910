/** `YYYY-MM-DD` (UTC) as uPlot's x value: seconds since the epoch. */
export const dayToSeconds = (day: string): number => Date.parse(`${day}T00:00:00Z`) / 1000;

/** An instant's UTC day, `YYYY-MM-DD`. */
export const dayOf = (instant: string): string => instant.slice(0, 10);

/** Every UTC day from `from` up to `to` (exclusive of a `to` at midnight). */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  const end = Date.parse(to);
  for (let t = Date.parse(`${dayOf(from)}T00:00:00Z`); t < end; t += 86_400_000)
    days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}
