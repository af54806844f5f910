/**
 * A memo for a pure function of a request header or field: beacons repeat a few hundred User-Agents and
 * paths, and working each out again is a measurable share of a beacon's CPU (docs/perf/history/ingest-spool.md).
 * Keys are visitor-controlled, so the map is bounded: past `size` entries the oldest goes first
 * (insertion order; no reordering on a hit, which would cost a delete and a set on every beacon).
 */
export function boundedCache<Value>(size: number, compute: (key: string) => Value): (key: string) => Value {
  const entries = new Map<string, Value>();
  return (key) => {
    const cached = entries.get(key);
    if (cached !== undefined) return cached;
    const value = compute(key);
    if (entries.size >= size) entries.delete(entries.keys().next().value as string);
    entries.set(key, value);
    return value;
  };
}
