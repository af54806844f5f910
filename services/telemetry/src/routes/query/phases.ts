import {
  DEFAULT_MIN_SAMPLES,
  PhasesResponse,
  VITAL_PHASES,
  type PhaseFigure,
  type PhasesRow,
  type VitalPhase,
} from '@opstap/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BadRequest } from '../../plugins/errors.ts';
import type { StatsQuery, StatsRow, Window } from '../../store/analytics-queries.ts';
import { GRID, gridSlice, p75Of, type Side } from '../../query/compare-interval.ts';
import { compareFamily, FAMILY_ALPHA } from '../../query/compare-family.ts';
import { comparedSides, type ComparedSide } from './compare-window.ts';
import { PhasesQuery, queryErrors } from './query-schemas.ts';
import { count, filtersOf, groupDimensions, timeZone, window } from './query-params.ts';

const COMPARE_METHOD =
  "order-statistic interval of each part's p75, combined normally (docs/decisions/0121), at the level Holm's step-down gives each part × group (docs/decisions/0132)";

const id = (group: readonly string[]) => JSON.stringify(group);

/**
 * `GET /analytics/vitals/phases`: why LCP or INP is slow (docs/requirements/telemetry-service.md#query-api):
 * p75 of each LCP sub-part or INP phase per group (default page family × device), from the attribution
 * timings stored with each report. With `baseline` and `candidate` (app versions or windows, read as
 * `/vitals/compare` reads them), each part's p75 on both sides, its difference with an interval and a
 * verdict Holm-corrected across every part × group tested (decision 0132), and per group the part that grew
 * most. One stats query per part and side: each bounded like every other (docs/requirements/telemetry-service.md#query-cost).
 */
const phases: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/vitals/phases',
    {
      schema: {
        summary:
          'p75 of each LCP sub-part or INP phase per group; with baseline and candidate, which part grew',
        tags: ['analytics'],
        security: [{ analyticsToken: [] }],
        querystring: PhasesQuery,
        response: { 200: PhasesResponse, ...queryErrors },
      },
    },
    async (request) => {
      const { metric, baseline, candidate } = request.query;
      const parts: readonly VitalPhase[] = VITAL_PHASES[metric];
      const tz = timeZone(request.query.tz);
      const groupBy = groupDimensions(request.query.groupBy, ['screen', 'device']);
      const minSamples = count(request.query.minSamples, 'minSamples', DEFAULT_MIN_SAMPLES, 1_000_000);
      const filters = filtersOf(request.query);
      if ((baseline === undefined) !== (candidate === undefined)) {
        const field = baseline === undefined ? 'baseline' : 'candidate';
        throw new BadRequest(
          `querystring/${field}`,
          'baseline and candidate go together: give both or neither',
        );
      }
      const ask = (
        side: Window & Pick<StatsQuery, 'filters'>,
        fractions: readonly number[],
        reads?: StatsQuery['reads'],
      ) =>
        fastify.store.statsEach(
          parts.map((of) => ({ metric, of, ...side, groupBy, tz, fractions, ...(reads ? { reads } : {}) })),
        );
      const answer = {
        metric,
        phases: [...parts],
        groupBy,
        tz,
        minSamples,
      };

      if (baseline === undefined || candidate === undefined) {
        const { from, to } = window(request.query, tz);
        const perPart = await ask({ from, to, filters }, [0.75]);
        const groups = groupsOf(perPart);
        const found = byGroup(perPart);
        const rows: PhasesRow[] = groups.map((group) => ({
          group: groupObject(groupBy, group),
          phases: parts.map((phase, i): PhaseFigure => {
            const stat = lookup(found[i], group);
            return {
              phase,
              count: stat?.count ?? 0,
              p75: finite(stat?.quantiles[0]),
              baseline: null,
              difference: null,
              interval: null,
              confidence: null,
              verdict: null,
              missing: null,
            };
          }),
          grew: null,
        }));
        return {
          ...answer,
          from: from.toISOString(),
          to: to.toISOString(),
          baseline: null,
          candidate: null,
          method: null,
          correction: null,
          rows,
        };
      }

      const sides = await comparedSides(
        fastify.store,
        { ...request.query, baseline, candidate },
        filters,
        tz,
      );
      // Each group reads only the grid points its p75 and interval need (as /vitals/compare).
      const reads = (n: number) => gridSlice(n >= Math.max(minSamples, 2) ? n : undefined);
      const grid = (s: ComparedSide) => ask(s, GRID, reads);
      const before = await grid(sides.baseline);
      const after = await grid(sides.candidate);
      const groups = groupsOf([...before, ...after]);
      const [beforeFound, afterFound] = [byGroup(before), byGroup(after)];
      const sideOf = (stat: StatsRow | undefined): Side => ({
        count: stat?.count ?? 0,
        grid: stat?.quantiles ?? [],
      });
      const pairs = groups.flatMap((group) =>
        parts.map(
          (_, i) => [sideOf(lookup(beforeFound[i], group)), sideOf(lookup(afterFound[i], group))] as const,
        ),
      );
      const family = compareFamily(pairs, minSamples);
      const p75 = (side: Side) => (side.count === 0 ? null : finite(p75Of(side)));
      const rows: PhasesRow[] = groups.map((group, g) => {
        const figures = parts.map((phase, i): PhaseFigure => {
          const [b, c] = pairs[g * parts.length + i] as readonly [Side, Side];
          const result = family.rows[g * parts.length + i] as (typeof family.rows)[number];
          const short = [
            ['baseline', baseline, b.count],
            ['candidate', candidate, c.count],
          ].filter(([, , n]) => (n as number) < Math.max(minSamples, 2));
          return {
            phase,
            count: c.count,
            p75: p75(c),
            baseline: { count: b.count, p75: p75(b) },
            difference: finite(result.difference),
            interval: result.interval,
            confidence: result.confidence,
            verdict: result.verdict,
            missing:
              result.verdict === 'insufficient'
                ? short
                    .map(([side, release, n]) => `${side} ${release}: ${n} of ${minSamples} values`)
                    .join('; ')
                : null,
          };
        });
        const grown = figures
          .filter((figure) => figure.verdict === 'worse')
          .sort((a, b) => (b.difference ?? 0) - (a.difference ?? 0));
        return { group: groupObject(groupBy, group), phases: figures, grew: grown[0]?.phase ?? null };
      });
      return {
        ...answer,
        from: sides.window.from.toISOString(),
        to: sides.window.to.toISOString(),
        baseline,
        candidate,
        method: COMPARE_METHOD,
        correction: { method: 'holm' as const, familyWiseErrorRate: FAMILY_ALPHA, tests: family.tests },
        rows,
      };
    },
  );
};

/** Every group any part has, in group order. */
function groupsOf(perPart: readonly StatsRow[][]): string[][] {
  const groups = new Map<string, string[]>();
  for (const row of perPart.flat()) groups.set(id(row.group), row.group);
  return [...groups.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, group]) => group);
}

/** Each part's rows by group, for reading them group by group. */
const byGroup = (perPart: readonly StatsRow[][]) =>
  perPart.map((rows) => new Map(rows.map((row) => [id(row.group), row])));

function lookup(rows: ReadonlyMap<string, StatsRow> | undefined, group: readonly string[]) {
  return rows?.get(id(group));
}

const groupObject = (groupBy: readonly string[], group: readonly string[]) =>
  Object.fromEntries(groupBy.map((dimension, i) => [dimension, group[i] as string]));

const finite = (value: number | null | undefined) =>
  value === null || value === undefined || !Number.isFinite(value) ? null : value;

export default phases;
