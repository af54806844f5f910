import { RAW_VALUE_MAX_LENGTH, RAW_VALUES_PER_DIMENSION, type RawValueCount } from '../types.ts';

/**
 * Which counts to insert into `raw_values`, given the values each dimension already keeps (`kept`): a value
 * kept gets its count added; a new one only while its dimension holds fewer than RAW_VALUES_PER_DIMENSION,
 * each cut to RAW_VALUE_MAX_LENGTH (docs/requirements/telemetry-service.md#ingest).
 */
export function withinBound(
  kept: readonly { dimension: string; value: string }[],
  counts: readonly RawValueCount[],
): { dimension: string; value: string; count: number }[] {
  const known = new Map<string, Set<string>>();
  for (const { dimension, value } of kept) {
    if (!known.has(dimension)) known.set(dimension, new Set());
    known.get(dimension)?.add(value);
  }
  const values = [];
  for (const { dimension, value: sent, count } of counts) {
    const value = sent.slice(0, RAW_VALUE_MAX_LENGTH);
    const seen = known.get(dimension) ?? new Set<string>();
    known.set(dimension, seen);
    if (!seen.has(value) && seen.size >= RAW_VALUES_PER_DIMENSION) continue;
    seen.add(value);
    values.push({ dimension, value, count });
  }
  return values;
}
