import type { StoredVital } from '@opstap/contracts';
import { lcpBase, seedVitals, values, type Family } from './dashboard-seed.ts';

/**
 * The dashboard seed's story told down to the parts (docs/requirements/telemetry-service.md#query-api,
 * `/vitals/phases`): each LCP report carries its four sub-parts and each INP report its three phases and its
 * longest script. 1.7.0's slower LCP on the employers' pages is all element render delay (the hero image
 * painted late); every other part keeps its share of the page's baseline LCP, so it does not change. Each
 * part is the value times a fixed share, to the microsecond as the service keeps it (the parts of a report
 * add up to its value within that); the expected p75s are computed from them with the seed's `quantile`.
 */

/** Milliseconds of each LCP sub-part at a page family's 1.6.0 LCP (they add up to it). */
const LCP_PARTS: Record<Family, Record<string, number>> = {
  employers: {
    timeToFirstByte: 400,
    resourceLoadDelay: 200,
    resourceLoadDuration: 600,
    elementRenderDelay: 800,
  },
  jobseekers: {
    timeToFirstByte: 300,
    resourceLoadDelay: 150,
    resourceLoadDuration: 450,
    elementRenderDelay: 600,
  },
};
/** Shares of an INP value, the same everywhere. */
export const INP_SHARES = { inputDelay: 0.25, processingDuration: 0.5, presentationDelay: 0.25 } as const;
/** The script behind every interaction, and what ran it. */
export const SCRIPT_URL = 'https://www.opstap.nl/assets/search-filter.js';
export const SCRIPT_INVOKER = 'BUTTON#apply.onclick';

/** A timing as the service keeps it: to the microsecond (docs/decisions/0605-stored-value-precision.md). */
export const micro = (ms: number) => Math.round(ms * 1000) / 1000;

/** The share of a report's LCP that one sub-part takes, per page family and release. */
export function lcpShare(family: Family, version: string, part: string): number {
  const parts = { ...LCP_PARTS[family] };
  // The release's extra LCP goes to the render delay alone.
  parts.elementRenderDelay =
    (parts.elementRenderDelay ?? 0) + lcpBase(family, version) - lcpBase(family, '1.6.0');
  return (parts[part] ?? 0) / lcpBase(family, version);
}

/** The seed's vitals, each LCP and INP report with its parts. */
export function seedVitalsWithPhases(now = Date.now()): StoredVital[] {
  return seedVitals(now).map((row) => {
    const family = row.screen as Family;
    if (row.name === 'LCP') {
      const parts = Object.fromEntries(
        Object.keys(LCP_PARTS[family]).map((part) => [
          part,
          micro(row.value * lcpShare(family, row.appVersion ?? '', part)),
        ]),
      );
      return { ...row, attribution: { ...row.attribution, ...parts } };
    }
    if (row.name === 'INP') {
      const parts = Object.fromEntries(
        Object.entries(INP_SHARES).map(([part, share]) => [part, micro(row.value * share)]),
      );
      return {
        ...row,
        attribution: {
          ...parts,
          interactionTarget: 'form#search > button#apply',
          longestScript: { url: SCRIPT_URL, invoker: SCRIPT_INVOKER },
        },
      };
    }
    return row;
  });
}

/** The seeded values of one LCP sub-part of a page family on a release, as the store holds them. */
export function lcpPartValues(
  family: Family,
  part: string,
  where: { device?: string; version: string },
): number[] {
  const share = lcpShare(family, where.version, part);
  return values('LCP', { family, ...where }).map((value) => micro(value * share));
}
