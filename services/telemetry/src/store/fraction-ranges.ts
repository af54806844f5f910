import type { FractionRange, StatsQuery, StatsRow } from './analytics-queries.ts';

const union = (a: FractionRange, b: FractionRange): FractionRange => ({
  from: Math.min(a.from, b.from),
  to: Math.max(a.to, b.to),
});
const within = (inner: FractionRange, outer: FractionRange) =>
  inner.from >= outer.from && inner.to <= outer.to;

/**
 * `stats` for an engine where each fraction costs about a pass over the group (DuckDB's `quantile_cont`:
 * docs/perf/history/telemetry-queries.md): when the query says which fractions it reads (`reads`), the counts
 * first, then only the range every group reads; the other fractions are NaN and never read. Should rows
 * arrive or go between the two reads and a group need more, all the fractions are asked.
 */
export async function statsOfReadFractions(
  query: StatsQuery,
  run: (query: StatsQuery) => Promise<StatsRow[]>,
): Promise<StatsRow[]> {
  const { reads, ...plain } = query;
  if (!reads || plain.fractions.length === 0) return run(plain);
  const counts = await run({ ...plain, fractions: [], ratings: false });
  if (counts.length === 0) return run(plain);
  const range = counts.map((row) => reads(row.count)).reduce(union);
  const rows = await run({ ...plain, fractions: plain.fractions.slice(range.from, range.to) });
  if (!rows.every((row) => within(reads(row.count), range))) return run(plain);
  return rows.map((row) => {
    const quantiles = plain.fractions.map(() => NaN);
    quantiles.splice(range.from, row.quantiles.length, ...row.quantiles);
    return { ...row, quantiles };
  });
}
