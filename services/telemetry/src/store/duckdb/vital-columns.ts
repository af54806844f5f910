import {
  ATTRIBUTION_NUMBERS,
  ATTRIBUTION_TEXTS,
  type AttributionNumber,
  type AttributionText,
} from '../stored-attribution.ts';
import { fixedValue } from '../stored-value.ts';
import type { VitalBatch, VitalRow } from '../types.ts';

/**
 * A batch of vitals as the DuckDB adapter holds it and sends it to its worker thread: columns instead of
 * row objects. The numbers sit in one Float64Array and the texts as codes into a table of distinct
 * strings (most columns hold a handful of values). Why: rows waiting for their flush as 21-field objects
 * with 17 strings each were copied by the garbage collector on every scavenge, and structured cloning
 * them to the worker cost as much as the appender. Built a report at a time as requests are accepted
 * (DuckDbStore.createVitalBatch), a batch keeps about one heap object a row (its id) and goes to the
 * worker as it is (docs/decisions/0602, docs/decisions/0102-store-batches.md).
 */
export interface VitalColumns {
  count: number;
  /**
   * NUMBER_FIELDS per row: receivedAt (ms since the epoch), the value in its metric's fixed-point units
   * (the `value_fixed` column: store/stored-value.ts), height, width, devicePixelRatio, then the
   * attribution timings (ATTRIBUTION_NUMBERS order; NaN for none).
   */
  numbers: Float64Array;
  /** TEXT_FIELDS, ATTRIBUTION_TEXTS, then PAGE_VIEW_FIELDS per row, each an index into `texts`. */
  codes: Uint32Array;
  texts: string[];
}

/** The text fields, in the order of their columns in DuckDB's `vitals` (duckdb/schema.ts). */
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
  'screen',
  'navigationType',
] as const satisfies readonly (keyof VitalRow)[];
type TextField = (typeof TEXT_FIELDS)[number];
/** The page view's texts, after the attribution timings in DuckDB's `vitals` (duckdb/schema.ts). */
export const PAGE_VIEW_FIELDS = [
  'pageViewId',
  'softNavigations',
] as const satisfies readonly (keyof VitalRow)[];
/** Where the attribution texts begin and end among a row's texts. */
const ATTRIBUTION_END = TEXT_FIELDS.length + ATTRIBUTION_TEXTS.length;
/** Texts per row: the row's own, then its attribution's, then its page view's. */
export const TEXTS_PER_ROW = ATTRIBUTION_END + PAGE_VIEW_FIELDS.length;
/** The row's own numbers (receivedAt, value, height, width, devicePixelRatio), then its attribution's. */
export const ROW_NUMBERS = 5;
export const NUMBER_FIELDS = ROW_NUMBERS + ATTRIBUTION_NUMBERS.length;
/** Where a row's metric id sits among its texts. */
export const ID_FIELD = 1;

/** Collects rows into a VitalColumns; the arrays double as they fill. The DuckDB adapter's VitalBatch. */
export class VitalColumnsBuilder implements VitalBatch {
  #count = 0;
  #numbers: Float64Array;
  #codes: Uint32Array;
  readonly #texts: string[] = [];
  readonly #index = new Map<string, number>();

  constructor(capacity = 1024) {
    this.#numbers = new Float64Array(Math.max(1, capacity) * NUMBER_FIELDS);
    this.#codes = new Uint32Array(Math.max(1, capacity) * TEXTS_PER_ROW);
  }

  get length(): number {
    return this.#count;
  }

  push(row: VitalRow): void {
    const i = this.#count;
    if ((i + 1) * NUMBER_FIELDS > this.#numbers.length) this.#grow();
    const n = i * NUMBER_FIELDS;
    const numbers = this.#numbers;
    numbers[n] = row.receivedAt.getTime();
    numbers[n + 1] = fixedValue(row.name, row.value);
    numbers[n + 2] = row.height;
    numbers[n + 3] = row.width;
    numbers[n + 4] = row.devicePixelRatio;
    const attribution = row.attribution;
    for (let a = 0; a < ATTRIBUTION_NUMBERS.length; a += 1) {
      numbers[n + ROW_NUMBERS + a] = attribution[ATTRIBUTION_NUMBERS[a] as AttributionNumber] ?? NaN;
    }
    const c = i * TEXTS_PER_ROW;
    for (let f = 0; f < TEXTS_PER_ROW; f += 1) {
      const text =
        f < TEXT_FIELDS.length
          ? row[TEXT_FIELDS[f] as TextField]
          : f < ATTRIBUTION_END
            ? attribution[ATTRIBUTION_TEXTS[f - TEXT_FIELDS.length] as AttributionText]
            : row[PAGE_VIEW_FIELDS[f - ATTRIBUTION_END] as (typeof PAGE_VIEW_FIELDS)[number]];
      // Ids are all different: a lookup would only grow the index.
      let code = f === ID_FIELD ? undefined : this.#index.get(text);
      if (code === undefined) {
        code = this.#texts.push(text) - 1;
        if (f !== ID_FIELD) this.#index.set(text, code);
      }
      this.#codes[c + f] = code;
    }
    this.#count = i + 1;
  }

  /** The rows so far, the typed arrays cut to size; building again (a retried write) gives the same. */
  build(): VitalColumns {
    const count = this.#count;
    return {
      count,
      numbers: this.#numbers.slice(0, count * NUMBER_FIELDS),
      codes: this.#codes.slice(0, count * TEXTS_PER_ROW),
      texts: this.#texts,
    };
  }

  #grow(): void {
    const numbers = new Float64Array(this.#numbers.length * 2);
    numbers.set(this.#numbers);
    this.#numbers = numbers;
    const codes = new Uint32Array(this.#codes.length * 2);
    codes.set(this.#codes);
    this.#codes = codes;
  }
}

/** The batch of `rows` (tests, benches, and anyone holding rows). */
export function columnsOf(rows: readonly VitalRow[]): VitalColumns {
  const builder = new VitalColumnsBuilder(rows.length);
  for (const row of rows) builder.push(row);
  return builder.build();
}

/** Row `i`'s text field `f` (TEXT_FIELDS, ATTRIBUTION_TEXTS, then PAGE_VIEW_FIELDS order). */
export function textAt(batch: VitalColumns, i: number, f: number): string {
  return batch.texts[batch.codes[i * TEXTS_PER_ROW + f] as number] as string;
}

/** Row `i`'s number field `f` (NUMBER_FIELDS order). */
export function numberAt(batch: VitalColumns, i: number, f: number): number {
  return batch.numbers[i * NUMBER_FIELDS + f] as number;
}

/**
 * One row per metric id within a batch, as row indices: the latest `receivedAt`, and on a tie the later
 * row (../types.ts), in the order of each id's chosen row.
 */
export function latestIndexPerId(batch: VitalColumns): number[] {
  const latest = new Map<string, number>();
  for (let i = 0; i < batch.count; i += 1) {
    const id = textAt(batch, i, ID_FIELD);
    const seen = latest.get(id);
    if (seen === undefined) latest.set(id, i);
    else if (numberAt(batch, i, 0) >= numberAt(batch, seen, 0)) {
      latest.delete(id); // re-inserted, so the id moves to its new row's place
      latest.set(id, i);
    }
  }
  return [...latest.values()];
}
