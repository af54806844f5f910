import type { StatsQuery } from '../analytics-queries.ts';
import { statsWhere, vitalsSource } from './analytics-sql.ts';
import { sqlLiteral } from './escape.ts';

/**
 * Ungrouped quantiles on ClickHouse 18.16 without sorting every value (clickhouse-store.ts): with the
 * count n known, each fraction f is quantile_cont's interpolation between the values at 0-based ranks
 * ⌊(n − 1)·f⌋ and the next, and `quantilesExact` finds exactly those ranks with `nth_element`.
 */
export interface OrderStatistics {
  /** The distinct ranks to read, ascending. */
  ranks: number[];
  /** The quantiles, interpolated from the values at `ranks` (in that order). */
  quantiles(values: readonly number[]): number[];
}

export function orderStatistics(n: number, fractions: readonly number[]): OrderStatistics {
  const positions = fractions.map((fraction) => {
    const h = (n - 1) * fraction;
    const low = Math.floor(h);
    return { h, low, high: Math.min(low + 1, n - 1) };
  });
  const ranks = [...new Set(positions.flatMap(({ low, high }) => [low, high]))].sort((a, b) => a - b);
  return {
    ranks,
    quantiles(values) {
      const at = new Map(ranks.map((rank, i) => [rank, values[i] as number]));
      return positions.map(({ h, low, high }) => {
        const [a, b] = [at.get(low) as number, at.get(high) as number];
        return a + (h - low) * (b - a);
      });
    },
  };
}

/**
 * The values at 0-based positions `ranks` of one metric's sorted values (ungrouped), by `quantilesExact`:
 * 18.16 picks position ⌊level × n⌋ with `nth_element` instead of sorting every value, and level
 * (rank + ½) / n names `rank` exactly. `n` is the count of the same rows (statsSql, read just before).
 */
export function orderStatisticsSql(
  db: string,
  query: StatsQuery,
  n: number,
  ranks: readonly number[],
  sealed: readonly string[] = [],
): string {
  if (query.groupBy.length > 0) throw new RangeError('order statistics are for ungrouped stats');
  const where = statsWhere(query);
  const levels = ranks.map((rank) => sqlLiteral((rank + 0.5) / n)).join(', ');
  return `SELECT quantilesExact(${levels})(value) AS xs FROM ${vitalsSource(db, where, sealed, ['value'])}`;
}
