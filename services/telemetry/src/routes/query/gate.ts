import {
  APP_TYPES,
  DEFAULT_MIN_SAMPLES,
  GateResponse,
  type BudgetKey,
  type GateGroup,
  type MetricName,
} from '@opstap/contracts';
import { SCREEN_NAMES } from '@opstap/routes';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { GRID, p75Of } from '../../query/compare-interval.ts';
import { compareFamily, FAMILY_ALPHA } from '../../query/compare-family.ts';
import { shown } from '../../query/figures.ts';
import { gridReads, sideOf } from '../../query/release-sides.ts';
import type { StatsRow } from '../../store/analytics-queries.ts';
import { comparedSides, type ComparedSide } from './compare-window.ts';
import { queryErrors, WindowQuery } from './query-schemas.ts';
import { count } from './query-params.ts';

/** The metrics compared when no budget is set: the Core Web Vitals. */
const CORE_METRICS = ['LCP', 'INP', 'CLS'] as const;

const Version = (description: string) => Type.String({ minLength: 1, maxLength: 64, description });

const GateQuery = Type.Object(
  {
    baseline: Version(
      'The released app version to compare against (or a window FROM..TO, as /vitals/compare).',
    ),
    candidate: Version('The app version to gate (or a window FROM..TO).'),
    minSamples: Type.Optional(
      Type.String({ pattern: '^[0-9]{1,7}$', description: `Default ${DEFAULT_MIN_SAMPLES}.` }),
    ),
    ...WindowQuery,
  },
  { additionalProperties: false },
);

const keyOf = (metric: string, screen: string, device: string) => `${metric} ${screen} ${device}`;

/**
 * `GET /analytics/gate?baseline=…&candidate=…`: a release's pass or fail for CI
 * (docs/requirements/telemetry-service.md#release-gate). The groups compared are the budgets' page family ×
 * device × metric, or with no budget set every page family × device of LCP, INP and CLS; each is the release
 * comparison of `/vitals/compare` (decision 0121's interval), Holm-corrected across every group and metric
 * at once (decision 0132). `fail` when any got significantly worse (naming them), `unknown` when none had
 * `minSamples` values on both sides, else `pass`. The window is `/vitals/compare`'s: both releases whole.
 */
const gate: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/gate',
    {
      schema: {
        summary: 'A release gate: pass, fail (which groups got worse) or unknown, Holm-corrected',
        tags: ['analytics'],
        security: [{ analyticsToken: [] }],
        querystring: GateQuery,
        response: { 200: GateResponse, ...queryErrors },
      },
    },
    async (request) => {
      const { baseline, candidate } = request.query;
      const minSamples = count(request.query.minSamples, 'minSamples', DEFAULT_MIN_SAMPLES, 1_000_000);
      // The sides and window of `/vitals/compare` (both releases read whole unless from/to say otherwise).
      const sides = await comparedSides(fastify.store, request.query, { appType: APP_TYPES.site }, 'UTC');
      const budgets = await fastify.alerting.budgets();
      const scope = budgets.length > 0 ? 'budgets' : 'all';
      const metrics: MetricName[] =
        scope === 'budgets' ? [...new Set(budgets.map((budget) => budget.metric))] : [...CORE_METRICS];
      const reads = gridReads(minSamples);
      const side = (compared: ComparedSide, metric: MetricName) => ({
        metric,
        ...compared,
        groupBy: ['screen', 'device'] as const,
        tz: 'UTC',
        fractions: GRID,
        reads,
      });
      const answers = await fastify.store.statsEach(
        metrics.flatMap((metric) => [side(sides.baseline, metric), side(sides.candidate, metric)]),
      );
      const rows = new Map<string, [StatsRow | undefined, StatsRow | undefined]>();
      metrics.forEach((metric, m) =>
        [0, 1].forEach((s) => {
          for (const row of answers[2 * m + s] ?? []) {
            const key = keyOf(metric, row.group[0] as string, row.group[1] as string);
            const pair = rows.get(key) ?? [undefined, undefined];
            pair[s] = row;
            rows.set(key, pair);
          }
        }),
      );
      const groups: (BudgetKey & { p75Limit: number | null })[] =
        scope === 'budgets'
          ? budgets.map(({ screen, device, metric, p75Limit }) => ({ screen, device, metric, p75Limit }))
          : [...rows.keys()]
              .map((key) => key.split(' ') as [BudgetKey['metric'], string, BudgetKey['device']])
              // Only the route table's page families and the contract's devices: what a budget could be set for.
              .filter(
                ([, screen, device]) =>
                  (SCREEN_NAMES as readonly string[]).includes(screen) &&
                  ['mobile', 'tablet', 'desktop'].includes(device),
              )
              .map(([metric, screen, device]) => ({ screen, device, metric, p75Limit: null }))
              .sort((a, b) =>
                keyOf(a.metric, a.screen, a.device).localeCompare(keyOf(b.metric, b.screen, b.device)),
              );
      const pairs = groups.map((group) => rows.get(keyOf(group.metric, group.screen, group.device)) ?? []);
      const family = compareFamily(
        pairs.map(([before, after]) => [sideOf(before), sideOf(after)] as const),
        minSamples,
      );
      const compared: GateGroup[] = groups.map((group, i) => {
        const result = family.rows[i] as (typeof family.rows)[number];
        const [before, after] = pairs[i] ?? [];
        const figure = (row: StatsRow | undefined) => ({
          count: row?.count ?? 0,
          p75: row ? shown(group.metric, p75Of(sideOf(row))) : null,
        });
        return {
          ...group,
          baseline: figure(before),
          candidate: figure(after),
          difference: shown(group.metric, result.difference),
          interval: result.interval && [
            shown(group.metric, result.interval[0]) as number,
            shown(group.metric, result.interval[1]) as number,
          ],
          confidence: result.confidence,
          verdict: result.verdict,
        };
      });
      const worse = compared.filter((group) => group.verdict === 'worse');
      const verdict = worse.length > 0 ? 'fail' : family.tests === 0 ? 'unknown' : 'pass';
      const named = worse.map((g) => `${g.metric} on ${g.screen} (${g.device}) +${g.difference}`).join(', ');
      const reason =
        verdict === 'fail'
          ? `${candidate} is significantly worse than ${baseline} in ${worse.length} of ${family.tests} groups tested: ${named}.`
          : verdict === 'unknown'
            ? `No group has ${minSamples} values of both ${baseline} and ${candidate}${groups.length === 0 ? ' (nothing to compare)' : ''}: the gate cannot tell.`
            : `No group of the ${family.tests} tested got significantly worse (${compared.length - family.tests} had too few values).`;
      return {
        verdict,
        reason,
        baseline,
        candidate,
        scope,
        minSamples,
        from: sides.window.from.toISOString(),
        to: sides.window.to.toISOString(),
        correction: { method: 'holm' as const, familyWiseErrorRate: FAMILY_ALPHA, tests: family.tests },
        worse,
        groups: compared,
      };
    },
  );
};

export default gate;
