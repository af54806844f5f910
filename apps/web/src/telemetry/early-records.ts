import type { LogRecord } from './log-record.ts';

/**
 * The one early-error buffer (docs/requirements/client-telemetry.md#error-reporting): records at the report
 * level and above wait here until error reporting, which loads lazily with Sentry, takes them. Without it an
 * error during boot, before `startTelemetry` or while Sentry loads, would reach no one. Bounded, so a log
 * loop cannot grow it: beyond the bound the oldest record is dropped and counted.
 */
export const EARLY_RECORDS_MAX = 20;

let held: LogRecord[] | undefined = [];
let dropped = 0;

/** Keeps a record until error reporting takes the held ones; after that, nothing is held. */
export function holdEarlyRecord(record: LogRecord): void {
  if (!held) return;
  held.push(record);
  if (held.length > EARLY_RECORDS_MAX) {
    held.shift();
    dropped += 1;
  }
}

/** How many records wait now. */
export function heldRecordCount(): number {
  return held?.length ?? 0;
}

/** Hands over the held records, oldest first, and how many were dropped; from now on nothing is held. */
export function takeEarlyRecords(): { readonly records: readonly LogRecord[]; readonly dropped: number } {
  const taken = { records: held ?? [], dropped };
  held = undefined;
  dropped = 0;
  return taken;
}
