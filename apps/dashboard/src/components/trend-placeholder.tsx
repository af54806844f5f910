import type { MetricName } from '@opstap/contracts';
import { Loading } from './states.tsx';

/**
 * A site-trend panel before its chart: its title and a loading line, as tall as the drawn panel
 * (styles.css `.site-trend > .panel`), so nothing moves when it is drawn
 * (docs/decisions/0810-dashboard-charts-drawn-when-idle.md).
 */
export function TrendPlaceholder({ metric }: { metric: MetricName }) {
  return (
    <section className="panel" aria-label={`${metric} p75`}>
      <h2>{metric} p75</h2>
      <Loading what={`${metric} by day`} />
    </section>
  );
}
