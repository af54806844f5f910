import { describe, expect, it } from 'vitest';
import type { StatsQuery, StatsRow } from './analytics-queries.ts';
import { statsOfReadFractions } from './fraction-ranges.ts';

const FRACTIONS = [0.5, 0.6, 0.7, 0.75, 0.8, 0.9, 1];
const QUERY: StatsQuery = {
  metric: 'LCP',
  filters: {},
  groupBy: ['path'],
  tz: 'UTC',
  from: new Date(0),
  to: new Date(1),
  fractions: FRACTIONS,
};

/** A store's plain `stats` over fixed groups: each quantile is its fraction times the group's count. */
function engine(counts: number[][]) {
  const asked: (readonly number[])[] = [];
  const run = async (query: StatsQuery): Promise<StatsRow[]> => {
    expect(query.reads).toBeUndefined();
    asked.push(query.fractions);
    const round = counts[Math.min(asked.length - 1, counts.length - 1)] ?? [];
    return round.map((count, i) => ({
      group: [`/p${i}`],
      count,
      quantiles: query.fractions.map((f) => f * count),
    }));
  };
  return { run, asked };
}

describe('statsOfReadFractions', () => {
  // A small group reads more of the grid than a large one, as the release comparison's intervals do.
  const reads = (count: number) => (count < 100 ? { from: 1, to: 5 } : { from: 3, to: 5 });

  it('asks the counts, then only the range the groups read, leaving the other fractions NaN', async () => {
    const { run, asked } = engine([[50, 500]]);
    const rows = await statsOfReadFractions({ ...QUERY, reads }, run);
    expect(asked).toEqual([[], FRACTIONS.slice(1, 5)]);
    expect(rows.map((row) => row.quantiles)).toEqual([
      [NaN, 0.6 * 50, 0.7 * 50, 0.75 * 50, 0.8 * 50, NaN, NaN],
      [NaN, 0.6 * 500, 0.7 * 500, 0.75 * 500, 0.8 * 500, NaN, NaN],
    ]);
  });

  it('asks every fraction again when a group changed between the reads and needs more', async () => {
    const { run, asked } = engine([[500], [50], [50]]);
    const rows = await statsOfReadFractions({ ...QUERY, reads }, run);
    expect(asked).toEqual([[], FRACTIONS.slice(3, 5), FRACTIONS]);
    expect(rows[0]?.quantiles).toEqual(FRACTIONS.map((f) => f * 50));
  });

  it('asks once, for every fraction, when the query does not say what it reads', async () => {
    const { run, asked } = engine([[50]]);
    await statsOfReadFractions(QUERY, run);
    expect(asked).toEqual([FRACTIONS]);
  });
});
