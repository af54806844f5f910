import { describe, expect, it } from 'vitest';
import { addMs, caseDay, localDay, warn } from './store-contract-data.ts';
import type { VitalsStore } from '../../src/store/types.ts';
import type { WarningGroupsQuery } from '../../src/store/analytics-queries.ts';

const DAY_MS = 86_400_000;
const TZ = 'Europe/Amsterdam';

/**
 * The warnings' groups (analytics-queries.ts) held to counts computed here for both engines: by class,
 * screen, browser, release and local day, every filter, two dimensions at once.
 */
export function describeWarningsContract(getStore: () => VitalsStore): void {
  describe('warning queries', () => {
    it('groups warnings by class, screen, browser, release and local day, filtered by prefix and screen', async () => {
      const wday = caseDay(21);
      const wto = addMs(wday, 2 * DAY_MS);
      const warnings = [
        warn({ receivedAt: addMs(wday, 1000), message: 'Loading chunk 12 failed', screen: 'employers' }),
        warn({
          receivedAt: addMs(wday, 2000),
          message: 'Loading chunk 3fa9c1d2 failed',
          screen: 'employers',
        }),
        warn({
          receivedAt: addMs(wday, 23.5 * 3_600_000),
          message: 'Loading chunk 7 failed',
          browser: 'Edge',
        }),
        warn({
          receivedAt: addMs(wday, 3000),
          message: 'Page load took 5321 ms',
          appVersion: '1.7.0',
          screen: 'press',
        }),
      ];
      await getStore().insertWarnings(warnings);
      const groups = async (
        groupBy: 'messageClass' | 'screen' | 'browser' | 'appVersion' | 'day',
        extra: Partial<WarningGroupsQuery> = {},
      ) =>
        (
          await getStore().warningGroups({
            from: wday,
            to: wto,
            groupBy: [groupBy],
            filters: {},
            tz: TZ,
            ...extra,
          })
        ).map(({ group, count }) => ({ key: group[0], count }));
      expect(await groups('messageClass')).toEqual([
        { key: 'Loading chunk * failed', count: 3 },
        { key: 'Page load took * ms', count: 1 },
      ]);
      expect(await groups('browser', { messagePrefix: 'Loading chunk' })).toEqual([
        { key: 'Chrome', count: 2 },
        { key: 'Edge', count: 1 },
      ]);
      expect(await groups('appVersion', { filters: { screen: 'employers' } })).toEqual([
        { key: '0.1.0', count: 3 },
      ]);
      const dayKey = (ms: number) => localDay(addMs(wday, ms), TZ);
      expect(await groups('day')).toEqual([
        { key: dayKey(0), count: 3 },
        { key: dayKey(23.5 * 3_600_000), count: 1 },
      ]);
    });

    it('filters warnings by exact class, browser, release, screen and path, and groups them by two dimensions', async () => {
      const wday = caseDay(24);
      const wto = addMs(wday, DAY_MS);
      const at = (s: number) => addMs(wday, s * 1000);
      // Two classes that share their text up to the first star: a filter by one must not count the other.
      await getStore().insertWarnings([
        warn({
          receivedAt: at(1),
          message: 'Loading chunk 12 failed',
          path: '/werkgevers',
          browser: 'Chrome',
        }),
        warn({
          receivedAt: at(2),
          message: 'Loading chunk 13 failed',
          path: '/werkgevers',
          browser: 'Safari',
        }),
        warn({
          receivedAt: at(3),
          message: 'Loading chunk 14 failed',
          path: '/employers',
          browser: 'Chrome',
        }),
        warn({
          receivedAt: at(4),
          message: 'Loading chunk 15 failed (timeout: 2000 ms)',
          path: '/werkgevers',
          browser: 'Chrome',
        }),
        warn({
          receivedAt: at(5),
          message: 'Loading chunk 16 failed',
          path: '/werkgevers',
          browser: 'Chrome',
          appVersion: '1.7.0',
          screen: 'press',
        }),
      ]);
      const ask = (query: Partial<WarningGroupsQuery>) =>
        getStore().warningGroups({
          from: wday,
          to: wto,
          groupBy: ['messageClass'],
          filters: {},
          tz: TZ,
          ...query,
        });
      const chunk = 'Loading chunk * failed';
      expect(await ask({})).toEqual([
        { group: [chunk], count: 4 },
        { group: ['Loading chunk * failed (timeout: * ms)'], count: 1 },
      ]);
      expect(await ask({ groupBy: ['path', 'browser'], filters: { messageClass: chunk } })).toEqual([
        { group: ['/employers', 'Chrome'], count: 1 },
        { group: ['/werkgevers', 'Chrome'], count: 2 },
        { group: ['/werkgevers', 'Safari'], count: 1 },
      ]);
      const count = async (filters: WarningGroupsQuery['filters']) =>
        (await ask({ groupBy: ['messageClass'], filters: { messageClass: chunk, ...filters } }))[0]?.count ??
        0;
      expect(await count({ browser: 'Chrome' })).toBe(3);
      expect(await count({ appVersion: '1.7.0' })).toBe(1);
      expect(await count({ screen: 'press' })).toBe(1);
      expect(await count({ path: '/employers' })).toBe(1);
      expect(await count({ path: '/werkgevers', browser: 'Safari' })).toBe(1);
      expect(await count({ browser: 'Firefox' })).toBe(0);
    });
  });
}
