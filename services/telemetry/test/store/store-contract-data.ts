import { THRESHOLDS, type MetricName } from '@opstap/contracts';
import { warnLog } from '@opstap/contracts/fixtures';
import { vital } from '../../fixtures/stored-vital.ts';
import { messageClass } from '../../src/ingest/message-class.ts';
import type { Filters, StatsRow, Window } from '../../src/store/analytics-queries.ts';
import type { VitalRow, VitalsStore, WarnRow } from '../../src/store/types.ts';

/**
 * Fixtures and the independent reference computations for the store contract (store-contract.ts).
 * The expected figures are computed here in plain TypeScript, never by the engine under test.
 */

const DAY_MS = 86_400_000;

/** Each case gets its own day far from the others, so cases sharing one store never see each other's rows. */
export function caseDay(index: number): Date {
  return new Date(Date.UTC(2025, 0, 1) + index * 7 * DAY_MS);
}

export function addMs(date: Date, ms: number): Date {
  return new Date(date.getTime() + ms);
}

/** A small seeded PRNG (mulberry32), so a failing case reproduces. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The stored vital the tests and the benches share (`fixtures/`). */
export { vital };

let warnings = 0;

/** A stored warning: the contract's warn log fixture (`warnLog`) with its receipt time and an id of its own. */
export function warn(overrides: Partial<WarnRow> & Pick<WarnRow, 'receivedAt'>): WarnRow {
  const { type: _type, path = '/', appVersion = '0.1.0', screen: _screen, ...log } = warnLog();
  const message = overrides.message ?? log.message;
  warnings += 1;
  return {
    id: `warn-${warnings}`,
    ...log,
    path,
    appVersion,
    messageClass: messageClass(message),
    screen: 'employers',
    browser: 'Chrome',
    ...overrides,
  };
}

/** The groupings the summary cases cover, each a `stats` dimension (`day`: the UTC date). */
export const GROUP_BYS = ['path', 'device', 'country', 'browser', 'language', 'day'] as const;
export type GroupBy = (typeof GROUP_BYS)[number];

/** One metric's figures for a group as the summary route shows them: count, p75, the share of each rating. */
export interface SummaryFigures {
  key: string;
  count: number;
  p75: number;
  /** Fractions of `count`, web-vitals convention: good ≤ first bound, poor > second bound. */
  good: number;
  needsImprovement: number;
  poor: number;
}

export interface SummaryAsk extends Window, Pick<Filters, 'path' | 'device' | 'country'> {
  metric: MetricName;
  groupBy: GroupBy;
}

/**
 * `store.stats` asked as the summary route asks it (p75 with the rating counts, days in UTC), one row a
 * group ordered by key: the tests' way to read what a store holds, through the path the service uses.
 */
export async function summaryOf(store: VitalsStore, ask: SummaryAsk): Promise<SummaryFigures[]> {
  const { metric, groupBy, from, to, ...filters } = ask;
  const rows = await store.stats({
    metric,
    groupBy: [groupBy],
    from,
    to,
    filters,
    tz: 'UTC',
    fractions: [0.75],
    ratings: true,
  });
  return rows.map(({ group, count, good = NaN, poor = NaN, quantiles }) => ({
    key: group[0] ?? '',
    count,
    p75: quantiles[0] ?? NaN,
    good: good / count,
    needsImprovement: (count - good - poor) / count,
    poor: poor / count,
  }));
}

/** Warnings counted by message or path over a window (days in UTC), ordered by key. */
export async function warningsOf(
  store: VitalsStore,
  ask: Window & { groupBy: 'message' | 'path' },
): Promise<{ key: string; count: number }[]> {
  const counts = await store.warningGroups({ ...ask, groupBy: [ask.groupBy], filters: {}, tz: 'UTC' });
  return counts.map(({ group, count }) => ({ key: group[0] ?? '', count }));
}

/** Linear interpolation between closest ranks, as DuckDB's `quantile_cont` and numpy's default. */
export function quantileCont(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) throw new Error('quantile of nothing');
  const position = (sorted.length - 1) * q;
  const lower = Math.floor(position);
  const upper = Math.ceil(position);
  const low = sorted[lower] ?? NaN;
  const high = sorted[upper] ?? NaN;
  return low + (high - low) * (position - lower);
}

/** The summary rows an analyst should get for `rows` of one metric, grouped by `keyOf`, ordered by key. */
export function expectedSummary(
  metric: MetricName,
  rows: readonly VitalRow[],
  keyOf: (row: VitalRow) => string,
): SummaryFigures[] {
  const [goodBound, poorBound] = THRESHOLDS[metric];
  const groups = new Map<string, number[]>();
  for (const row of rows) {
    if (row.name !== metric) continue;
    const key = keyOf(row);
    groups.set(key, [...(groups.get(key) ?? []), row.value]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, values]) => {
      const count = values.length;
      const good = values.filter((v) => v <= goodBound).length / count;
      const needsImprovement = values.filter((v) => v > goodBound && v <= poorBound).length / count;
      const poor = values.filter((v) => v > poorBound).length / count;
      return { key, count, p75: quantileCont(values, 0.75), good, needsImprovement, poor };
    });
}

/** Compares figures to 9 significant digits: engines may sum fractions in another order. */
export function roundRows(rows: readonly SummaryFigures[]): SummaryFigures[] {
  const round = (n: number) => Number(n.toPrecision(9));
  return rows.map((row) => ({
    key: row.key,
    count: row.count,
    p75: round(row.p75),
    good: round(row.good),
    needsImprovement: round(row.needsImprovement),
    poor: round(row.poor),
  }));
}

/** Strings an attacker might send as a path, message or filter; each must be stored and matched verbatim. */
export const HOSTILE_STRINGS = [
  "/x'); DROP TABLE vitals; --",
  "/' OR '1'='1",
  '/a%',
  '/a_c',
  '/back\\slash\\',
  '/"double" `tick` $1 ?',
  '/ünïcødé/😀',
  '/semi;colon/*comment*/',
] as const;

/** The group key of a row, as each `groupBy` defines it (`day`: the UTC date). */
export const keyOf: Record<GroupBy, (row: VitalRow) => string> = {
  path: (row) => row.path,
  device: (row) => row.device,
  country: (row) => row.country,
  browser: (row) => row.browser,
  language: (row) => row.language,
  day: (row) => row.receivedAt.toISOString().slice(0, 10),
};

/** Random rows over three days, pages, devices…; values span all three ratings of each metric. */
export function randomRows(day: Date, count: number, seed: number): VitalRow[] {
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return Array.from({ length: count }, () => {
    const metric = pick(['LCP', 'INP', 'CLS'] as const);
    const poorBound = THRESHOLDS[metric][1];
    const value = metric === 'CLS' ? Math.round(next() * 400) / 1000 : Math.round(next() * poorBound * 1.5);
    return vital({
      receivedAt: addMs(day, Math.floor(next() * 3 * 86_400_000)),
      name: metric,
      value,
      path: pick(['/', '/werkgevers', '/en/employers', '/en']),
      device: pick(['mobile', 'tablet', 'desktop']),
      country: pick(['nl', 'gb']),
      language: pick(['nl', 'en']),
      browser: pick(['Chrome', 'Firefox', 'Safari']),
    });
  });
}

/** Quantiles compared to nine significant digits: the engines' float arithmetic differs in the last bits. */
export const round = (n: number) => Number(n.toPrecision(9));

/** What `stats` must answer, computed in TypeScript: groups in byte order, quantiles as quantile_cont. */
export function expectedStats(
  rows: readonly VitalRow[],
  metric: VitalRow['name'],
  keys: (row: VitalRow) => string[],
  fractions: readonly number[],
  ratings = false,
): StatsRow[] {
  const [goodBound, poorBound] = THRESHOLDS[metric];
  const groups = new Map<string, { group: string[]; values: number[] }>();
  for (const row of rows) {
    if (row.name !== metric) continue;
    const group = keys(row);
    const id = JSON.stringify(group);
    const entry = groups.get(id) ?? { group, values: [] };
    entry.values.push(row.value);
    groups.set(id, entry);
  }
  const compare = (a: string[], b: string[]) => {
    for (let i = 0; i < a.length; i += 1)
      if (a[i] !== b[i]) return (a[i] as string) < (b[i] as string) ? -1 : 1;
    return 0;
  };
  return [...groups.values()]
    .sort((a, b) => compare(a.group, b.group))
    .map(({ group, values }) => ({
      group,
      count: values.length,
      ...(ratings
        ? {
            good: values.filter((v) => v <= goodBound).length,
            poor: values.filter((v) => v > poorBound).length,
          }
        : {}),
      quantiles: fractions.map((f) => round(quantileCont(values, f))),
    }));
}

export const rounded = (rows: StatsRow[]) =>
  rows.map((row) => ({ ...row, quantiles: row.quantiles.map(round) }));

/** The date of an instant in `timeZone`, `YYYY-MM-DD`, by Intl directly: the contracts' own reckoning of a local day. */
export const localDay = (date: Date, timeZone: string): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    date,
  );
