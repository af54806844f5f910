import type { VitalRow } from '../types.ts';

/**
 * A batch of vitals as it travels to the DuckDB worker: columns instead of row objects. Structured
 * cloning 21-field objects, and the worker's garbage collector freeing them again, cost as much CPU as
 * the appender itself (writer bench: 11.4 against 6.0 µs a row; docs/decisions/0602). Here the numbers
 * travel in one Float64Array and the texts as codes into a table of distinct strings (most columns hold
 * a handful of values), and both arrays are transferred, not copied.
 */
export interface VitalColumns {
  count: number;
  /** NUMBER_FIELDS per row: receivedAt (ms since the epoch), value, height, width, devicePixelRatio. */
  numbers: Float64Array;
  /** TEXT_FIELDS per row, each an index into `texts`. */
  codes: Uint32Array;
  texts: string[];
}

/** The text fields, in the order of their columns in `vitals` (schema.ts). */
export const TEXT_FIELDS = [
  'name',
  'id',
  'rating',
  'connectionType',
  'device',
  'os',
  'osVersion',
  'browser',
  'browserVersion',
  'country',
  'language',
  'appVersion',
  'appType',
  'path',
  'userType',
  'windowOrientation',
] as const satisfies readonly (keyof VitalRow)[];
export const NUMBER_FIELDS = 5;
/** Where a row's metric id sits among its texts. */
export const ID_FIELD = 1;

/** Rows encoded per turn: encoding runs on the HTTP thread, so a large batch must not stall it. */
const ROWS_PER_TURN = 1000;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export async function encodeVitals(rows: readonly VitalRow[]): Promise<VitalColumns> {
  const count = rows.length;
  const numbers = new Float64Array(count * NUMBER_FIELDS);
  const codes = new Uint32Array(count * TEXT_FIELDS.length);
  const texts: string[] = [];
  const index = new Map<string, number>();
  for (let i = 0; i < count; i += 1) {
    if (i > 0 && i % ROWS_PER_TURN === 0) await nextTurn();
    const row = rows[i] as VitalRow;
    const n = i * NUMBER_FIELDS;
    numbers[n] = row.receivedAt.getTime();
    numbers[n + 1] = row.value;
    numbers[n + 2] = row.height;
    numbers[n + 3] = row.width;
    numbers[n + 4] = row.devicePixelRatio;
    const c = i * TEXT_FIELDS.length;
    for (let f = 0; f < TEXT_FIELDS.length; f += 1) {
      const text = row[TEXT_FIELDS[f] as (typeof TEXT_FIELDS)[number]];
      let code = index.get(text);
      if (code === undefined) {
        code = texts.push(text) - 1;
        index.set(text, code);
      }
      codes[c + f] = code;
    }
  }
  return { count, numbers, codes, texts };
}

/** Row `i`'s text field `f` (TEXT_FIELDS order). */
export function textAt(batch: VitalColumns, i: number, f: number): string {
  return batch.texts[batch.codes[i * TEXT_FIELDS.length + f] as number] as string;
}

/** Row `i`'s number field `f` (NUMBER_FIELDS order). */
export function numberAt(batch: VitalColumns, i: number, f: number): number {
  return batch.numbers[i * NUMBER_FIELDS + f] as number;
}

/**
 * One row per metric id within a batch, as row indices: the latest `receivedAt`, and on a tie the later
 * row (types.ts), in the order latestPerId (recent-ids.ts) gives for row objects.
 */
export function latestIndexPerId(batch: VitalColumns): number[] {
  const latest = new Map<string, number>();
  for (let i = 0; i < batch.count; i += 1) {
    const id = textAt(batch, i, ID_FIELD);
    const seen = latest.get(id);
    if (seen === undefined || numberAt(batch, i, 0) >= numberAt(batch, seen, 0)) {
      latest.delete(id);
      latest.set(id, i);
    }
  }
  return [...latest.values()];
}
