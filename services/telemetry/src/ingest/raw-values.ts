import { RAW_VALUE_MAX_LENGTH, type RawValueCount } from '../store/types.ts';

/** Where normalising notes a value it stored as `other` (normalise.ts). */
export interface RawValueSink {
  note(dimension: string, value: string): void;
}

/** Distinct values a tally holds per dimension between two drains; more are counted under OVERFLOW. */
const PENDING_PER_DIMENSION = 200;
/** The value that counts what a full tally could not keep apart. */
export const OVERFLOW = '(more values)';

/**
 * The raw values of one flush interval, counted in memory and bounded (PENDING_PER_DIMENSION values per
 * dimension, RAW_VALUE_MAX_LENGTH characters each) until the pipeline hands them to the store, which keeps
 * its own bound (docs/requirements/telemetry-service.md#ingest). A replay after a crash notes its events
 * again: the counts are at least, not exactly, what arrived.
 */
export class RawValueTally implements RawValueSink {
  #counts = new Map<string, Map<string, number>>();

  note(dimension: string, value: string): void {
    let values = this.#counts.get(dimension);
    if (!values) this.#counts.set(dimension, (values = new Map()));
    const kept = value.slice(0, RAW_VALUE_MAX_LENGTH);
    const key = values.has(kept) || values.size < PENDING_PER_DIMENSION ? kept : OVERFLOW;
    values.set(key, (values.get(key) ?? 0) + 1);
  }

  /** What was noted since the last drain; the tally starts empty again. */
  drain(): RawValueCount[] {
    const counts = [...this.#counts].flatMap(([dimension, values]) =>
      [...values].map(([value, count]) => ({ dimension, value, count })),
    );
    this.#counts = new Map();
    return counts;
  }
}
