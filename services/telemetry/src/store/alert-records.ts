/**
 * The alerting's own state, kept by the store beside the data it watches
 * (docs/decisions/0141-budgets-in-the-store.md): the budgets, each budget's check state, the firings and
 * resolutions, and each message's delivery to each webhook. Every kind is a set of keyed records whose
 * bodies the alerting code reads and writes (JSON text): the store keeps, per kind and key, the record of
 * the highest version, and a deleted record hides its key. Few records, written a few at a time.
 */
export const ALERT_RECORD_KINDS = ['budget', 'state', 'event', 'delivery', 'claim'] as const;
export type AlertRecordKind = (typeof ALERT_RECORD_KINDS)[number];

/**
 * The kinds that are history, one record per firing or resolution and per message: kept as long as the
 * vitals they were read from, then deleted by the retention sweep (`expireAlertRecords`). The budgets and
 * their states are as many as the budgets, and kept; a replica's claim of a check (`claim`) is kept a day.
 */
export const ALERT_HISTORY_KINDS = ['event', 'delivery'] as const satisfies readonly AlertRecordKind[];

/** Guards kinds before they become SQL: only the fixed list's. */
export function knownKinds(kinds: readonly string[]): AlertRecordKind[] {
  for (const kind of kinds)
    if (!(ALERT_RECORD_KINDS as readonly string[]).includes(kind))
      throw new RangeError(`unknown alert record kind: ${JSON.stringify(kind)}`);
  return [...kinds] as AlertRecordKind[];
}

export interface AlertRecord {
  kind: AlertRecordKind;
  key: string;
  /**
   * Orders the writes of one key: the highest wins. Epoch milliseconds of the write, made strictly increasing
   * by the writer: the history's retention reads it as the record's age.
   */
  version: number;
  /** JSON text the alerting code parses; the store never reads into it. */
  body: string;
  /** A deleted key's last record: kept so an older version written late cannot bring the key back. */
  deleted: boolean;
}
