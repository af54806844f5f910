import type { NavigationMetric, NavigationsResponse, NavigationsRow } from '@opstap/contracts';
import { formatCount, formatShare, formatValue } from './format.ts';

/** The whole selection's page views: hard, soft, and those from browsers able to report soft navigations. */
export interface NavigationTotals {
  hard: number;
  soft: number;
  /** Page views from browsers that report soft navigations (the coverage's numerator). */
  covered: number;
}

/** Sums the rows' page views; the coverage of a row is a share of its own page views, so it is weighted back. */
export function navigationTotals(rows: readonly NavigationsRow[]): NavigationTotals {
  const totals = { hard: 0, soft: 0, covered: 0 };
  for (const row of rows) {
    const views = row.hard.pageViews + row.soft.pageViews;
    totals.hard += row.hard.pageViews;
    totals.soft += row.soft.pageViews;
    totals.covered += Math.round((row.coverage ?? 0) * views);
  }
  return totals;
}

/**
 * The navigations picture in one sentence, its accessible summary (docs/requirements/telemetry-service.md#dashboard):
 * how many page views were soft, the coverage, and the page family where soft and hard p75 differ most.
 */
export function describeNavigations(data: NavigationsResponse, metric: NavigationMetric): string {
  const { hard, soft, covered } = navigationTotals(data.rows);
  const views = hard + soft;
  if (views === 0) return 'No page views in this window and these filters.';
  let widest: { row: NavigationsRow; gap: number } | undefined;
  for (const row of data.rows) {
    const [h, s] = [row.hard.metrics[metric].p75, row.soft.metrics[metric].p75];
    if (h === null || s === null) continue;
    const gap = Math.abs(s - h);
    if (!widest || gap > widest.gap) widest = { row, gap };
  }
  const compared = widest
    ? ` The widest ${metric} gap: ${widest.row.key} on ${widest.row.device}, p75 ${formatValue(metric, widest.row.hard.metrics[metric].p75)} hard against ${formatValue(metric, widest.row.soft.metrics[metric].p75)} soft.`
    : ` No page family has ${metric} samples of both kinds yet.`;
  return (
    `${formatCount(soft)} of ${formatCount(views)} page views (${formatShare(soft / views)}) were soft navigations; ` +
    `${formatShare(covered / views)} of page views came from browsers that report them.${compared}`
  );
}
