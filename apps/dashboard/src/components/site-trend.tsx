import { CORE_METRICS } from '@opstap/contracts/vocabulary';
import type { ReleasesResponse, SummaryResponse, TrendResponse } from '@opstap/contracts';
import { useMemo } from 'react';
import { questions } from '../api/questions.ts';
import { useApi, type ApiState } from '../api/use-api.ts';
import type { DashboardSearch } from '../lib/search.ts';
import { TrendPanelOf } from './trend-panel.tsx';

/**
 * The site's trend, the overview's first picture: p75 of LCP, INP and CLS per day of the zone against their
 * bounds, with the releases marked, under the filters (docs/requirements/telemetry-service.md#dashboard).
 * The three panels read one answer (`/vitals/trend`, asked by the entry beside the table's): the store asked
 * once and one response parsed and rendered while the page starts
 * (docs/decisions/0813-one-answer-for-the-site-trend.md). Its heading is the overview's (overview-view.tsx),
 * painted before this code arrives; site-trend-slot.tsx loads it when idle.
 */
export function SiteTrend({ search }: { search: DashboardSearch }) {
  const releases = useApi<ReleasesResponse>(questions.releases(search));
  const markers = releases.status === 'ok' ? releases.data.rows : [];
  const trend = useApi<TrendResponse>(questions.siteTrend(search));
  const answer = trend.status === 'ok' ? trend.data : undefined;
  // One object per answer and metric, so each panel's chart is built once per answer, not once per render.
  const perMetric = useMemo(() => answer && byMetric(answer), [answer]);
  return (
    <div className="side-by-side three site-trend">
      {CORE_METRICS.map((metric) => (
        <TrendPanelOf
          key={metric}
          title={`${metric} p75`}
          metric={metric}
          state={trend.status === 'ok' ? (perMetric?.get(metric) ?? missing(metric)) : trend}
          releases={markers}
          testId={`site-trend-${metric}`}
          percentiles={['75']}
        />
      ))}
    </div>
  );
}

/** Each metric of the trend's answer as the summary by day of that metric (the shape a trend panel draws). */
function byMetric({ metrics, ...answer }: TrendResponse): Map<string, ApiState<SummaryResponse>> {
  return new Map(
    metrics.map((series) => [
      series.metric,
      { status: 'ok', data: { ...answer, ...series, groupBy: ['day'] } },
    ]),
  );
}

const missing = (metric: string): ApiState<SummaryResponse> => ({
  status: 'error',
  message: `the service’s trend has no ${metric}`,
  retry: () => undefined,
});
