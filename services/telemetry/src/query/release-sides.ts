import type { StatsRow } from '../store/analytics-queries.ts';
import { gridSlice, type Side } from './compare-interval.ts';

/**
 * What a release comparison reads of each side (docs/decisions/0121, 0132), shared by `/vitals/compare` and
 * `/gate`: a group's quantiles at GRID's fractions, of which it reads only the points its p75 and interval
 * need (gridSlice) when it has enough values to be tested, and a stats row as a comparison's side.
 */
export const gridReads = (minSamples: number) => (n: number) =>
  gridSlice(n >= Math.max(minSamples, 2) ? n : undefined);

export const sideOf = (row: StatsRow | undefined): Side => ({
  count: row?.count ?? 0,
  grid: row?.quantiles ?? [],
});
