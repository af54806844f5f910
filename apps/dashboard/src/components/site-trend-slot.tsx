import { CORE_METRICS } from '@opstap/contracts/vocabulary';
import { useEffect, useState, type ComponentType } from 'react';
import { whenIdle } from '../lib/when-idle.ts';
import type { DashboardSearch } from '../lib/search.ts';
import { ErrorState } from './states.tsx';
import { TrendPlaceholder } from './trend-placeholder.tsx';

type SiteTrendComponent = ComponentType<{ search: DashboardSearch }>;
/** Kept once loaded, so coming back to the overview draws at once. */
let loaded: SiteTrendComponent | undefined;

/**
 * Where the overview's site trend goes: three panels of the drawn panels' size (styles.css `.site-trend`),
 * so nothing moves when it arrives. Its code (uPlot) is imported once the overview's table has its answer
 * (`ready`: answered or failed) and the page is idle, not with the view: evaluated with it, it held the overview's first paint and made one long task
 * (docs/decisions/0810-dashboard-charts-drawn-when-idle.md). The answers it shows were asked by the entry.
 */
export function SiteTrendSlot({ search, ready }: { search: DashboardSearch; ready: boolean }) {
  const [SiteTrend, setSiteTrend] = useState(() => loaded);
  const [failure, setFailure] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (SiteTrend || !ready) return;
    let live = true;
    const cancel = whenIdle(() => {
      import('./site-trend.tsx').then(
        (module) => {
          loaded = module.SiteTrend;
          if (live) setSiteTrend(() => module.SiteTrend);
        },
        (error: unknown) => {
          if (live) setFailure(error instanceof Error ? error.message : String(error));
        },
      );
    });
    return () => {
      live = false;
      cancel();
    };
  }, [SiteTrend, ready, attempt]);

  if (SiteTrend) return <SiteTrend search={search} />;
  if (failure)
    return (
      <ErrorState
        message={`the charts’ code (${failure})`}
        retry={() => {
          setFailure(undefined);
          setAttempt((n) => n + 1);
        }}
      />
    );
  return (
    <div className="side-by-side three site-trend">
      {CORE_METRICS.map((metric) => (
        <TrendPlaceholder key={metric} metric={metric} />
      ))}
    </div>
  );
}
