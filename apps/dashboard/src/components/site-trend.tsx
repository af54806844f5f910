import { CORE_METRICS } from '@opstap/contracts/vocabulary';
import type { ReleasesResponse } from '@opstap/contracts';
import { questions } from '../api/questions.ts';
import { useApi } from '../api/use-api.ts';
import type { DashboardSearch } from '../lib/search.ts';
import { TrendPanel } from './trend-panel.tsx';

/**
 * The site's trend, the overview's first picture: p75 of LCP, INP and CLS per day of the zone against their
 * bounds, with the releases marked, under the filters (docs/requirements/telemetry-service.md#dashboard).
 * Each metric asks the trends view's question, so opening its trend finds the answer in hand. Its heading is
 * the overview's (overview-view.tsx), painted before this code arrives.
 */
export function SiteTrend({ search }: { search: DashboardSearch }) {
  const releases = useApi<ReleasesResponse>(questions.releases(search));
  const markers = releases.status === 'ok' ? releases.data.rows : [];
  return (
    <div className="side-by-side three">
      {CORE_METRICS.map((metric) => (
        <TrendPanel
          key={metric}
          title={`${metric} p75`}
          metric={metric}
          question={questions.siteTrend(search, metric)}
          releases={markers}
          testId={`site-trend-${metric}`}
          percentiles={['75']}
        />
      ))}
    </div>
  );
}
