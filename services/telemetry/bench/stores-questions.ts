import { CORE_METRICS, type MetricName } from '@opstap/contracts';
import { PAGE_VIEW_ROWS_SQL, PAGE_VIEWS } from '../src/store/analytics-queries.ts';
import type { Filters, StatsDimension, Window } from '../src/store/analytics-queries.ts';
import type { VitalsStore } from '../src/store/types.ts';
import { WINDOW } from './stores-rows.ts';

/**
 * What `bench:stores` (stores.ts) asks both stores, through their adapters as the routes ask, and the same
 * questions in plain SQL on ClickHouse (the floor), with ClickHouse 26's targets.
 */

/** The analysts' questions the bench asks, by name; each answers with numbers both stores must agree on. */
type Questions = Record<string, (store: VitalsStore) => Promise<unknown>>;

/** The summary route's question (p75 and the rating counts by one dimension, days in UTC), straight to `stats`. */
const summary = (
  store: VitalsStore,
  metric: MetricName,
  groupBy: StatsDimension,
  window: Window,
  filters: Filters = {},
) =>
  store.stats({
    metric,
    groupBy: [groupBy],
    filters,
    tz: 'UTC',
    fractions: [0.75],
    ratings: true,
    ...window,
  });

/**
 * The questions, as the routes ask them: `passing` counts page views and asks each Core Web Vital's p75 per
 * page and device, in one `statsEach` (the store decides whether at once or one after another).
 */
export const QUESTIONS: Questions = {
  'summary LCP by path': (store) => summary(store, 'LCP', 'path', WINDOW),
  'summary INP by day, mobile': (store) => summary(store, 'INP', 'day', WINDOW, { device: 'mobile' }),
  'passing (page views + 3 p75s by path, device)': async (store) => {
    const base = { ...WINDOW, filters: {}, groupBy: ['path', 'device'] as const, tz: 'UTC' };
    return store.statsEach([
      { ...base, metric: PAGE_VIEWS, fractions: [] },
      ...CORE_METRICS.map((metric) => ({ ...base, metric, fractions: [0.75] })),
    ]);
  },
  'histogram LCP, 20 buckets': (store) =>
    store.histogram({ metric: 'LCP', filters: {}, lower: 0, width: 300, buckets: 20, ...WINDOW }),
  releases: (store) => store.releases({ ...WINDOW, appType: 'home-page' }),
};

/**
 * The same questions in plain SQL on ClickHouse, written by hand: no adapter, no bound parameters, no
 * `FINAL` (the bench's ids are unique, so the answers are the same). What the engine needs at least.
 */
const WHERE = `received_at_ms >= ${WINDOW.from.getTime()} AND received_at_ms < ${WINDOW.to.getTime()}`;
export const FLOORS: Record<string, string[]> = {
  'summary LCP by path': [
    `SELECT path, count(), countIf(value <= 2500), countIf(value > 4000), quantileExactInclusive(0.75)(value)
     FROM bench.vitals WHERE name = 'LCP' AND ${WHERE} GROUP BY path ORDER BY path`,
  ],
  'summary INP by day, mobile': [
    `SELECT toDate(intDiv(received_at_ms, 1000), 'UTC') AS d, count(), countIf(value <= 200), countIf(value > 500),
       quantileExactInclusive(0.75)(value)
     FROM bench.vitals WHERE name = 'INP' AND device = 'mobile' AND ${WHERE} GROUP BY d ORDER BY d`,
  ],
  'passing (page views + 3 p75s by path, device)': [
    `SELECT path, device, count() FROM bench.vitals WHERE ${PAGE_VIEW_ROWS_SQL} AND ${WHERE} GROUP BY path, device`,
    ...CORE_METRICS.map(
      (metric) => `SELECT path, device, count(), quantileExactInclusive(0.75)(value) FROM bench.vitals
        WHERE name = '${metric}' AND ${WHERE} GROUP BY path, device`,
    ),
  ],
  'histogram LCP, 20 buckets': [
    `SELECT toInt32(least(greatest(floor(value / 300), 0), 20)) AS b, count() FROM bench.vitals
     WHERE name = 'LCP' AND ${WHERE} GROUP BY b ORDER BY b`,
  ],
  releases: [
    `SELECT app_version, min(received_at_ms) AS first, max(received_at_ms), count() FROM bench.vitals
     WHERE ${PAGE_VIEW_ROWS_SQL} AND app_type = 'home-page' AND ${WHERE} GROUP BY app_version ORDER BY first`,
  ],
};

/** Targets on ClickHouse 26, in ms (docs/requirements/telemetry-service.md#performance). */
export const TARGET_MS = (question: string) => (question.startsWith('summary LCP') ? 100 : 300);
