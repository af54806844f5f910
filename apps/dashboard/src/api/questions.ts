import type { ReleasesResponse, WarningRow, WarningsResponse } from '@opstap/contracts';
import {
  comparisonParams,
  coreMetricOf,
  filterParams,
  metricOf,
  minPageViewsOf,
  phaseMetricOf,
  SEGMENTS,
  windowParams,
  type DashboardSearch,
} from '../lib/search.ts';
import { queryString, type Params } from './client.ts';

/** The percentiles the distribution view lists. */
export const PERCENTILES = ['50', '75', '90', '95', '99'] as const;

/** A question to the query API: its URL below `/analytics`, parameters in a stable order (one URL, one answer). */
export interface Question {
  url: string;
}

export const question = (path: string, params: Params): Question => ({ url: path + queryString(params) });

/**
 * Every question a view asks, built from the URL's search state in one place: what a view asks and what the
 * entry asks for it before the app runs (firstQuestions) can never drift apart.
 */
export const questions = {
  passing: (search: DashboardSearch) =>
    question('/vitals/passing', { ...filterParams(search), groupBy: 'screen' }),
  releases: (search: DashboardSearch) => question('/releases', windowParams(search)),
  /**
   * Every release the store still holds (retention bounds it), whatever the window: the releases to pick
   * from for a comparison, each with its first and last page view.
   */
  everyRelease: () => question('/releases', { from: EVER }),
  /**
   * The page families with page views in the window, for the filter bar: by FCP, which every page view sends
   * once, a soft navigation's included (it sends no TTFB: docs/requirements/client-telemetry.md#page-views).
   */
  families: (search: DashboardSearch) =>
    question('/vitals/summary', { ...windowParams(search), metric: 'FCP', groupBy: 'screen' }),
  /** Hard against soft navigations per page family and device; the view sets them apart itself. */
  navigations: (search: DashboardSearch) => {
    const { navigationType: _ignored, ...filters } = filterParams(search);
    return question('/vitals/navigations', { ...filters, groupBy: 'screen' });
  },
  /** One trend panel: daily p50/p75/p95, for one language of the page family when split. */
  trend: (search: DashboardSearch, language?: 'en' | 'nl') =>
    question('/vitals/summary', {
      ...filterParams(search),
      ...(language ? { language } : {}),
      metric: metricOf(search),
      groupBy: 'day',
      percentiles: '50,75,95',
    }),
  /** The trends view by device: p75 by day and device in one answer. */
  trendByDevice: (search: DashboardSearch) =>
    question('/vitals/summary', {
      ...filterParams(search),
      metric: metricOf(search),
      groupBy: 'day,device',
      percentiles: '75',
    }),
  /**
   * The overview's site trend: p75 of LCP, INP and CLS by day under the filters, in one answer (the store
   * asked once, one response to parse and render: docs/decisions/0813-one-answer-for-the-site-trend.md).
   */
  siteTrend: (search: DashboardSearch): Question =>
    question('/vitals/trend', { ...filterParams(search), percentiles: '75' }),
  /** The distribution view's percentiles, per device (a percentile across devices mixes two populations). */
  percentiles: (search: DashboardSearch) =>
    question('/vitals/summary', {
      ...filterParams(search),
      metric: metricOf(search),
      groupBy: 'device',
      percentiles: PERCENTILES.join(','),
    }),
  /** p75 and ratings of the metric per segment (connection type, country …) and device. */
  segments: (search: DashboardSearch) =>
    question('/vitals/summary', {
      ...filterParams(search),
      metric: metricOf(search),
      groupBy: `${search.segment ?? SEGMENTS[0]},device`,
    }),
  histogram: (search: DashboardSearch) =>
    question('/vitals/histogram', { ...filterParams(search), metric: metricOf(search), buckets: '40' }),
  attribution: (search: DashboardSearch) =>
    question('/vitals/attribution', { ...filterParams(search), metric: coreMetricOf(search), limit: '10' }),
  compare: (search: DashboardSearch, baseline: string, candidate: string) => {
    return question('/vitals/compare', {
      ...comparisonParams(search),
      metric: metricOf(search),
      baseline,
      candidate,
      groupBy: 'screen,device',
    });
  },
  /**
   * The LCP sub-parts or INP phases per page family and device; with two releases, which part grew between
   * them (the release filter left out, as in `compare`).
   */
  phases: (search: DashboardSearch, sides?: { baseline: string; candidate: string }) => {
    return question('/vitals/phases', {
      ...(sides ? comparisonParams(search) : filterParams(search)),
      metric: phaseMetricOf(search),
      ...sides,
      groupBy: 'screen,device',
    });
  },
  /**
   * Warnings by one or two dimensions under the filters the query API's `/warnings` takes (WARNING_FILTERS),
   * for one class exactly when named; a ranking by rate leaves out groups under its minimum of page views.
   */
  warnings: (
    search: DashboardSearch,
    groupBy: string,
    { messageClass, ranked = false }: { messageClass?: string; ranked?: boolean } = {},
  ) =>
    question('/warnings', {
      ...windowParams(search),
      path: search.path,
      screen: search.screen,
      browser: search.browser,
      appVersion: search.appVersion,
      groupBy,
      messageClass,
      ...(ranked ? { minPageViews: String(minPageViewsOf(search)) } : {}),
    }),
};

/** Before any release: `/releases?from=` this reads every release the store holds. */
const EVER = '2000-01-01';

/** The releases the releases view compares: the URL's when listed, else the latest against the one before. */
export function comparedReleases(
  search: DashboardSearch,
  versions: readonly string[],
): { baseline: string; candidate: string } {
  const [previous = '', latest = ''] = versions.slice(-2);
  return {
    baseline: search.baseline && versions.includes(search.baseline) ? search.baseline : previous,
    candidate: search.candidate && versions.includes(search.candidate) ? search.candidate : latest,
  };
}

/** The phases view's question: which part grew between the compared releases, or the window's parts with fewer than two. */
export function phasesQuestion(search: DashboardSearch, versions: readonly string[]): Question {
  const sides = comparedReleases(search, versions);
  return versions.length < 2 || sides.baseline === sides.candidate
    ? questions.phases(search)
    : questions.phases(search, sides);
}

/** The releases view's comparison; none with fewer than two releases, or one release on both sides. */
export function comparisonQuestion(search: DashboardSearch, versions: readonly string[]): Question | null {
  if (versions.length < 2) return null;
  const { baseline, candidate } = comparedReleases(search, versions);
  return baseline === candidate ? null : questions.compare(search, baseline, candidate);
}

/** Warning groups most frequent first (the query API answers them in key order), ties by key. */
export const byCount = (rows: readonly WarningRow[]): WarningRow[] =>
  [...rows].sort((a, b) => b.count - a.count || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));

/** The class the warnings view details: the URL's when listed, else the most frequent. */
export const chosenClass = (search: DashboardSearch, rows: readonly WarningRow[]): string | undefined =>
  (rows.find((row) => row.key === search.messageClass) ?? byCount(rows)[0])?.key;

/** The warnings view's rankings of one class by rate, each a group of one or two dimensions. */
export const CLASS_RANKINGS = ['path', 'browser', 'path,browser', 'appVersion'] as const;
export type ClassRanking = (typeof CLASS_RANKINGS)[number];

/**
 * What the warnings view shows of one class: its timeline with the releases, and its rate by page, browser,
 * page and browser together, and release, each ranking with its minimum of page views.
 */
export const classDetail = (search: DashboardSearch, messageClass: string) => ({
  days: questions.warnings(search, 'day', { messageClass }),
  releases: questions.releases(search),
  ...(Object.fromEntries(
    CLASS_RANKINGS.map((groupBy) => [
      groupBy,
      questions.warnings(search, groupBy, { messageClass, ranked: true }),
    ]),
  ) as Record<ClassRanking, Question>),
});

/** Whether the trends view shows a page family's two languages side by side. */
export const splitsLanguages = (search: DashboardSearch): boolean =>
  search.screen !== undefined && search.language === undefined;

/**
 * The questions a view asks before any answer has come; the first one's answer decides the next ones
 * (nextQuestions). `view` is the path below `/dashboard`.
 */
export function firstQuestions(view: string, search: DashboardSearch): Question[] {
  switch (view) {
    case '/':
      return [questions.passing(search), questions.releases(search), questions.siteTrend(search)];
    case '/trends':
      return [
        questions.releases(search),
        ...(search.by === 'device'
          ? [questions.trendByDevice(search)]
          : splitsLanguages(search)
            ? [questions.trend(search, 'en'), questions.trend(search, 'nl')]
            : [questions.trend(search)]),
      ];
    case '/distribution':
      return [questions.histogram(search), questions.percentiles(search)];
    case '/segments':
      return [questions.segments(search)];
    case '/releases':
    case '/phases':
      return [questions.everyRelease()];
    case '/attribution':
      return [questions.attribution(search)];
    case '/navigations':
      return [questions.navigations(search)];
    case '/warnings':
      return [questions.warnings(search, 'messageClass')];
    default:
      return [];
  }
}

/** The questions a view asks once the answer to its first question is in: the comparison, the class's detail. */
export function nextQuestions(view: string, search: DashboardSearch, answer: unknown): Question[] {
  if (view === '/releases') {
    const comparison = comparisonQuestion(
      search,
      (answer as ReleasesResponse).rows.map((row) => row.appVersion),
    );
    return comparison ? [comparison] : [];
  }
  if (view === '/phases')
    return [
      phasesQuestion(
        search,
        (answer as ReleasesResponse).rows.map((row) => row.appVersion),
      ),
    ];
  if (view === '/warnings') {
    const messageClass = chosenClass(search, (answer as WarningsResponse).rows);
    return messageClass === undefined ? [] : Object.values(classDetail(search, messageClass));
  }
  return [];
}
