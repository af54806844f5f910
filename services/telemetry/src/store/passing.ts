import { THRESHOLDS } from '@opstap/contracts';

/**
 * CrUX's rule, shared by every adapter so engines only compute the p75s: a page passes when p75 of LCP,
 * INP and CLS are each good (≤ the first bound, web-vitals convention). A metric with no data fails.
 */
export function isPassing(p75: { lcp: number | null; inp: number | null; cls: number | null }): boolean {
  const good = (value: number | null, bound: number) => value !== null && value <= bound;
  return (
    good(p75.lcp, THRESHOLDS.LCP[0]) && good(p75.inp, THRESHOLDS.INP[0]) && good(p75.cls, THRESHOLDS.CLS[0])
  );
}
