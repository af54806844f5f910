import type { StoredVital, StoredWarning } from '@opstap/contracts';
import { vitalReport, warnLog } from '@opstap/contracts/fixtures';

/**
 * A store with a story the dashboard must tell (docs/requirements/telemetry-service.md#dashboard): two page
 * families in two languages on two devices, ten page views of each a day for 20 days; release 1.6.0 for
 * the first ten days, 1.7.0 for the last ten. 1.7.0 makes LCP on the employers' pages much slower (its
 * hero image), and brings a spike of chunk failures on its first two days. Everything else is steady, so
 * every figure the views show can be computed here (`quantile`) and asserted exactly.
 */

export const DAYS = 20;
export const VIEWS_PER_GROUP_PER_DAY = 10;
export const FAMILIES = {
  employers: { nl: '/werkgevers', en: '/employers' },
  jobseekers: { nl: '/', en: '/jobseekers' },
} as const;
export type Family = keyof typeof FAMILIES;
export const DEVICES = ['mobile', 'desktop'] as const;
export const LANGUAGES = ['nl', 'en'] as const;
export const BASELINE = '1.6.0';
export const CANDIDATE = '1.7.0';
export const HERO = 'main > picture > img.hero';
export const HERO_URL = 'https://cdn.opstap.nl/img/employers-hero.avif';
export const CHUNK_MESSAGE = 'Loading chunk 812 failed';
/** A steady, unrelated warning: two a day on the job seekers' home. */
export const SLOW_MESSAGE = 'Page took 10000 ms to load';
/** Chunk failures on each of 1.7.0's first two days, on the employers' pages; one a day before. */
export const SPIKE_PER_DAY = 30;

/** Typical values; each group's ten samples a day spread from 0.6× to 1.4× of it. */
const BASE = { TTFB: 400, FCP: 1000, LCP: 1500, INP: 120, CLS: 0.03 } as const;
const EMPLOYERS_LCP = { [BASELINE]: 2000, [CANDIDATE]: 3400 } as const;
const spread = (base: number, i: number) =>
  Math.round(base * (0.6 + (0.8 * i) / (VIEWS_PER_GROUP_PER_DAY - 1)) * 1000) / 1000;

/** Day `d` (0 = the oldest) at noon UTC, counted back from today. */
export function dayAt(d: number, now = Date.now()): Date {
  const today = new Date(now);
  today.setUTCHours(12, 0, 0, 0);
  return new Date(today.getTime() - (DAYS - d) * 86_400_000);
}
export const releaseOf = (d: number) => (d < DAYS / 2 ? BASELINE : CANDIDATE);

export function lcpBase(family: Family, version: string): number {
  return family === 'employers' ? EMPLOYERS_LCP[version as keyof typeof EMPLOYERS_LCP] : BASE.LCP;
}

/** Every stored vital of the story. */
export function seedVitals(now = Date.now()): StoredVital[] {
  const rows: StoredVital[] = [];
  for (let d = 0; d < DAYS; d += 1) {
    const version = releaseOf(d);
    const receivedAt = dayAt(d, now).toISOString();
    for (const family of Object.keys(FAMILIES) as Family[])
      for (const language of LANGUAGES)
        for (const device of DEVICES)
          for (let i = 0; i < VIEWS_PER_GROUP_PER_DAY; i += 1) {
            const id = `seed-${d}-${family}-${language}-${device}-${i}`;
            const common = {
              path: FAMILIES[family][language],
              screen: family,
              language,
              device,
              os: device === 'mobile' ? 'Android' : 'Windows',
              appVersion: version,
              receivedAt,
            };
            const hero = family === 'employers' && version === CANDIDATE;
            for (const [name, base] of Object.entries({ ...BASE, LCP: lcpBase(family, version) })) {
              rows.push({
                ...vitalReport({
                  ...common,
                  name: name as StoredVital['name'],
                  value: spread(base, i),
                  id: `${id}-${name}`,
                }),
                ...(name === 'LCP'
                  ? { attribution: hero ? { target: HERO, url: HERO_URL } : { target: 'main h1' } }
                  : {}),
                receivedAt,
              });
            }
          }
  }
  return rows;
}

/** Every stored warning of the story. */
export function seedWarnings(now = Date.now()): StoredWarning[] {
  const rows: StoredWarning[] = [];
  for (let d = 0; d < DAYS; d += 1) {
    const spike = d === DAYS / 2 || d === DAYS / 2 + 1;
    const count = spike ? SPIKE_PER_DAY : 1;
    for (let i = 0; i < count; i += 1) {
      rows.push({
        ...warnLog({
          message: CHUNK_MESSAGE,
          path: '/werkgevers',
          appVersion: releaseOf(d),
          screen: 'employers',
        }),
        receivedAt: new Date(dayAt(d, now).getTime() + i * 1000).toISOString(),
      });
    }
    for (let i = 0; i < 2; i += 1) {
      rows.push({
        ...warnLog({ message: SLOW_MESSAGE, path: '/', appVersion: releaseOf(d), screen: 'jobseekers' }),
        receivedAt: new Date(dayAt(d, now).getTime() + 60_000 + i * 1000).toISOString(),
      });
    }
  }
  return rows;
}

/** The seeded values of one metric, filtered: what the store holds for a question. */
export function values(
  metric: string,
  where: {
    family?: Family;
    device?: string;
    language?: string;
    version?: string;
    days?: [number, number];
  } = {},
): number[] {
  const out: number[] = [];
  const [first, last] = where.days ?? [0, DAYS - 1];
  for (let d = first; d <= last; d += 1) {
    const version = releaseOf(d);
    if (where.version && where.version !== version) continue;
    for (const family of Object.keys(FAMILIES) as Family[]) {
      if (where.family && where.family !== family) continue;
      for (const language of LANGUAGES) {
        if (where.language && where.language !== language) continue;
        for (const device of DEVICES) {
          if (where.device && where.device !== device) continue;
          const base = metric === 'LCP' ? lcpBase(family, version) : BASE[metric as keyof typeof BASE];
          for (let i = 0; i < VIEWS_PER_GROUP_PER_DAY; i += 1) out.push(spread(base, i));
        }
      }
    }
  }
  return out;
}

/** Linearly interpolated quantile, as DuckDB's `quantile_cont` and the service compute it. */
export function quantile(sample: number[], q: number): number {
  const sorted = [...sample].sort((a, b) => a - b);
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  const high = Math.ceil(at);
  const [a = NaN, b = NaN] = [sorted[low], sorted[high]];
  return a + (b - a) * (at - low);
}

/** The seed as the import route takes it. */
export const ndjson = (rows: readonly object[]) => rows.map((row) => JSON.stringify(row)).join('\n') + '\n';
