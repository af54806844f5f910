import { VITAL_PHASES } from '@opstap/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { addMs, caseDay, quantileCont, random, round, rounded, vital } from './store-contract-data.ts';
import { EMPTY_ATTRIBUTION } from '../../src/store/stored-attribution.ts';
import type { VitalRow, VitalsStore } from '../../src/store/types.ts';
import { batchOf } from '../../src/store/vital-batch.ts';

const DAY_MS = 86_400_000;

/**
 * Quantiles of an attribution timing (`StatsQuery.of`: the LCP sub-parts and INP phases that
 * `/vitals/phases` reads), held to figures computed here: a report without the part is left out of its
 * count, fractional milliseconds are kept, and a part asked with ratings is refused.
 */
export function describePhasesContract(getStore: () => VitalsStore): void {
  describe('attribution timings (phases)', () => {
    const day = caseDay(73);
    const to = addMs(day, DAY_MS);
    const next = random(73);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
    const part = () => (next() < 0.15 ? null : Math.round(next() * 2_000_000) / 1000);
    const rows: VitalRow[] = Array.from({ length: 400 }, (_, i) => {
      const name = pick(['LCP', 'INP'] as const);
      const timings = Object.fromEntries(VITAL_PHASES[name].map((phase) => [phase, part()]));
      return vital({
        receivedAt: addMs(day, Math.floor(next() * DAY_MS)),
        id: `phases-${i}`,
        name,
        value: Math.round(next() * 5000),
        screen: pick(['employers', 'jobseekers']),
        device: pick(['mobile', 'desktop']),
        attribution: { ...EMPTY_ATTRIBUTION, ...timings },
      });
    });
    beforeAll(async () => {
      await getStore().insertVitals(batchOf(getStore(), rows));
    });

    it('gives each part’s count and quantiles per group, leaving out reports without it', async () => {
      const fractions = [0.5, 0.75];
      for (const metric of ['LCP', 'INP'] as const) {
        for (const phase of VITAL_PHASES[metric]) {
          const actual = await getStore().stats({
            metric,
            of: phase,
            from: day,
            to,
            filters: {},
            groupBy: ['screen', 'device'],
            tz: 'UTC',
            fractions,
          });
          const groups = new Map<string, number[]>();
          for (const row of rows) {
            const value = row.attribution[phase];
            if (row.name !== metric || value === null) continue;
            const id = `${row.screen}\u0000${row.device}`;
            groups.set(id, [...(groups.get(id) ?? []), value]);
          }
          const expected = [...groups.entries()]
            .sort(([a], [b]) => (a < b ? -1 : 1))
            .map(([id, values]) => ({
              group: id.split('\u0000'),
              count: values.length,
              quantiles: fractions.map((f) => round(quantileCont(values, f))),
            }));
          expect(rounded(actual), `${metric} ${phase}`).toEqual(expected);
        }
      }
    });

    it('refuses a part with ratings: a metric’s thresholds are not a part’s', async () => {
      await expect(
        getStore().stats({
          metric: 'LCP',
          of: 'elementRenderDelay',
          from: day,
          to,
          filters: {},
          groupBy: [],
          tz: 'UTC',
          fractions: [0.75],
          ratings: true,
        }),
      ).rejects.toThrow(/no rating/);
    });
  });
}
