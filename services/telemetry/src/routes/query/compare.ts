import { CompareResponse, DEFAULT_MIN_SAMPLES, type CompareRow } from '@opstap/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { StatsRow } from '../../store/analytics-queries.ts';
import { GRID, p75Of } from '../../query/compare-interval.ts';
import { gridReads, sideOf } from '../../query/release-sides.ts';
import { compareFamily, FAMILY_ALPHA } from '../../query/compare-family.ts';
import { comparedSides, type ComparedSide } from './compare-window.ts';
import { keyOf, shown } from '../../query/figures.ts';
import { CompareQuery, queryErrors } from './query-schemas.ts';
import { count, filtersOf, groupDimensions, timeZone } from './query-params.ts';

/**
 * `GET /analytics/vitals/compare`: per group, baseline and candidate p75 (each an app version within the
 * query's window, or a window of its own), their difference with an interval (decision 0121) widened for
 * the number of groups tested (Holm, decision 0132) and a verdict: `worse` when the whole interval is
 * above 0, `better` below, `insufficient` under `minSamples` (saying which side lacks how many). Without
 * `from`/`to`, app versions are read from the first seen of either to the last seen of either.
 */
const compare: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/vitals/compare',
    {
      schema: {
        summary: 'Baseline vs candidate (app versions or windows): p75s, difference, 95% interval, verdict',
        tags: ['analytics'],
        security: [{ analyticsToken: [] }],
        querystring: CompareQuery,
        response: { 200: CompareResponse, ...queryErrors },
      },
    },
    async (request) => {
      const { metric, baseline, candidate } = request.query;
      const tz = timeZone(request.query.tz);
      const groupBy = groupDimensions(request.query.groupBy, []);
      const minSamples = count(request.query.minSamples, 'minSamples', DEFAULT_MIN_SAMPLES, 1_000_000);
      const filters = filtersOf(request.query);
      const sides = await comparedSides(fastify.store, request.query, filters, tz);
      const queryWindow = sides.window;
      /**
       * One side's groups with quantiles at GRID's fractions; each group reads only the points its p75 and
       * interval need (gridSlice), and the store decides whether to compute only those.
       */
      const reads = gridReads(minSamples);
      const quantiles = (s: ComparedSide): Promise<StatsRow[]> =>
        fastify.store.stats({ metric, ...s, groupBy, tz, fractions: GRID, reads });
      const [before, after] = await Promise.all([sides.baseline, sides.candidate].map(quantiles));
      const id = (group: readonly string[]) => JSON.stringify(group);
      const byGroup = new Map<string, { group: string[]; baseline?: StatsRow; candidate?: StatsRow }>();
      for (const [name, rows] of [
        ['baseline', before],
        ['candidate', after],
      ] as const) {
        for (const row of rows ?? []) {
          const entry = byGroup.get(id(row.group)) ?? { group: row.group };
          entry[name] = row;
          byGroup.set(id(row.group), entry);
        }
      }
      const figure = (row: StatsRow | undefined) => ({
        count: row?.count ?? 0,
        p75: row ? shown(metric, p75Of({ count: row.count, grid: row.quantiles })) : null,
      });
      const entries = [...byGroup.values()].sort((a, b) => (id(a.group) < id(b.group) ? -1 : 1));
      const sidesOf = (entry: (typeof entries)[number]) =>
        [sideOf(entry.baseline), sideOf(entry.candidate)] as const;
      const family = compareFamily(entries.map(sidesOf), minSamples);
      const missing = (entry: (typeof entries)[number]): CompareRow['missing'] => {
        const short = (
          [
            ['baseline', baseline, entry.baseline?.count ?? 0],
            ['candidate', candidate, entry.candidate?.count ?? 0],
          ] as const
        ).filter(([, , n]) => n < Math.max(minSamples, 2));
        return {
          reason: short
            .map(([side, release, n]) => `${side} ${release}: ${n} of ${minSamples} values`)
            .join('; '),
          sides: short.map(([side, release, n]) => ({ side, release, count: n })),
          minSamples,
        };
      };
      const rows: CompareRow[] = entries.map((entry, i) => {
        const result = family.rows[i] as (typeof family.rows)[number];
        return {
          key: keyOf(entry.group),
          group: Object.fromEntries(groupBy.map((dimension, i) => [dimension, entry.group[i] as string])),
          baseline: figure(entry.baseline),
          candidate: figure(entry.candidate),
          difference: shown(metric, result.difference),
          interval: result.interval && [
            shown(metric, result.interval[0]) as number,
            shown(metric, result.interval[1]) as number,
          ],
          confidence: result.confidence,
          verdict: result.verdict,
          missing: result.verdict === 'insufficient' ? missing(entry) : null,
        };
      });
      return {
        metric,
        method:
          "order-statistic interval of each p75, combined normally (docs/decisions/0121), at the level Holm's step-down gives each group (docs/decisions/0132)",
        baseline,
        candidate,
        groupBy,
        minSamples,
        from: queryWindow.from.toISOString(),
        to: queryWindow.to.toISOString(),
        correction: { method: 'holm' as const, familyWiseErrorRate: FAMILY_ALPHA, tests: family.tests },
        rows,
      };
    },
  );
};

export default compare;
