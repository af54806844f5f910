import type { NavigationFigures, NavigationsResponse, NavigationsRow } from '@opstap/contracts';
import { describe, expect, it } from 'vitest';
import { describeNavigations, navigationTotals } from './describe-navigations.ts';

const figures = (pageViews: number, lcp: number | null): NavigationFigures => {
  const none = { p75: null, count: 0, rating: null };
  const lcpFigure = lcp === null ? none : { p75: lcp, count: pageViews, rating: 'good' as const };
  return { pageViews, metrics: { LCP: lcpFigure, FCP: none, INP: none, CLS: none, TTFB: none } };
};
const row = (
  key: string,
  hard: NavigationFigures,
  soft: NavigationFigures,
  coverage: number,
): NavigationsRow => {
  const views = hard.pageViews + soft.pageViews;
  return { key, device: 'mobile', hard, soft, softShare: views ? soft.pageViews / views : null, coverage };
};
const answer = (rows: NavigationsRow[]): NavigationsResponse => ({
  from: '2026-11-01T00:00:00.000Z',
  to: '2026-11-29T00:00:00.000Z',
  groupBy: 'screen',
  rows,
});

describe('navigationTotals', () => {
  it('sums page views and weighs each row’s coverage back by its own page views', () => {
    const rows = [
      row('employers', figures(30, 2000), figures(70, 900), 0.8),
      row('contact', figures(10, 1500), figures(0, null), 0.5),
    ];
    expect(navigationTotals(rows)).toEqual({ hard: 40, soft: 70, covered: 85 });
  });
});

describe('describeNavigations', () => {
  it('names the soft share, the coverage and the page family with the widest gap', () => {
    const rows = [
      row('employers', figures(30, 2000), figures(70, 900), 0.8),
      row('contact', figures(10, 1500), figures(5, 1400), 1),
    ];
    expect(describeNavigations(answer(rows), 'LCP')).toBe(
      '75 of 115 page views (65%) were soft navigations; 83% of page views came from browsers that report them. ' +
        'The widest LCP gap: employers on mobile, p75 2.00 s hard against 900 ms soft.',
    );
  });

  it('says when nothing can be compared yet, and when there is nothing at all', () => {
    expect(
      describeNavigations(answer([row('contact', figures(10, 1500), figures(0, null), 0)]), 'LCP'),
    ).toMatch(/No page family has LCP samples of both kinds yet\.$/);
    expect(describeNavigations(answer([]), 'LCP')).toBe('No page views in this window and these filters.');
  });
});
