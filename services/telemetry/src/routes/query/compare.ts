import { CompareResponse, DEFAULT_MIN_SAMPLES, type CompareRow } from '@opstap/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BadRequest } from '../../plugins/errors.ts';
import type { StatsRow } from '../../store/analytics-queries.ts';
import { compareSides, GRID, gridSlice, p75Of } from '../../query/compare-interval.ts';
import { keyOf, shown } from '../../query/figures.ts';
import {
  count,
  CompareQuery,
  filtersOf,
  groupDimensions,
  queryErrors,
  timeZone,
  window,
} from './query-schemas.ts';
import { startOfDay } from '../../time/zoned-time.ts';

const WINDOW = /^(\d{4}-\d{2}-\d{2})\.\.(\d{4}-\d{2}-\d{2})$/;

/**
 * `GET /analytics/vitals/compare`: per group, baseline and candidate p75 (each an app version within the
 * query's window, or a window of its own), their difference with a 95% interval (decision 0121) and a
 * verdict: `worse` when the whole interval is above 0, `better` below, `insufficient` under `minSamples`.
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
      const queryWindow = window(request.query, tz);
      const filters = filtersOf(request.query);
      const side = (value: string, field: string) => {
        const match = WINDOW.exec(value);
        if (!match) return { ...queryWindow, filters: { ...filters, appVersion: value } };
        const from = startOfDay(match[1] as string, tz);
        const to = startOfDay(match[2] as string, tz);
        if (!(from < to))
          throw new BadRequest(`querystring/${field}`, 'must be a window FROM..TO with FROM before TO');
        return { from: new Date(from), to: new Date(to), filters };
      };
      /**
       * One side's groups with quantiles at GRID's fractions; each group reads only the points its p75 and
       * interval need (gridSlice), and the store decides whether to compute only those.
       */
      const reads = (n: number) => gridSlice(n >= Math.max(minSamples, 2) ? n : undefined);
      const quantiles = (s: ReturnType<typeof side>): Promise<StatsRow[]> =>
        fastify.store.stats({ metric, ...s, groupBy, tz, fractions: GRID, reads });
      const [before, after] = await Promise.all(
        [side(baseline, 'baseline'), side(candidate, 'candidate')].map(quantiles),
      );
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
      const rows: CompareRow[] = [...byGroup.entries()]
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([, entry]) => {
          const sides = [entry.baseline, entry.candidate].map((row) => ({
            count: row?.count ?? 0,
            grid: row?.quantiles ?? [],
          })) as [{ count: number; grid: number[] }, { count: number; grid: number[] }];
          const result = compareSides(sides[0], sides[1], minSamples);
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
            verdict: result.verdict,
          };
        });
      return {
        metric,
        method: 'order-statistic 95% interval of each p75, combined normally (docs/decisions/0121)',
        baseline,
        candidate,
        groupBy,
        minSamples,
        rows,
      };
    },
  );
};

export default compare;
