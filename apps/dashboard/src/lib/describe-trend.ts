import type { ReleaseRow, SummaryResponse, SummaryRow } from '@opstap/contracts';
import { dayIn } from '@opstap/contracts/zoned-days';
import { formatCount, formatValue } from './format.ts';

/**
 * A trend chart in one sentence, its accessible summary (docs/requirements/telemetry-service.md#dashboard):
 * p75 on the first and the last day with samples, the samples, the bounds, and the releases first seen in
 * the window, each on its day in the answer's zone, which the sentence names.
 */
export function describeTrend(data: SummaryResponse, releases: readonly ReleaseRow[]): string {
  const withData = data.rows.filter((row) => row.count > 0);
  const first = withData[0];
  const last = withData[withData.length - 1];
  const samples = withData.reduce((sum, row) => sum + row.count, 0);
  const p75 = (row: SummaryRow) => `${formatValue(data.metric, row.percentiles['75'])} on ${row.group.day}`;
  const days =
    !first || !last
      ? 'no samples in this window'
      : first === last
        ? `${p75(first)}, the only day with samples, ${formatCount(samples)} samples`
        : `${p75(first)} and ${p75(last)}, ${formatCount(samples)} samples`;
  const inWindow = releases.filter((r) => r.firstSeen >= data.from && r.firstSeen < data.to);
  return (
    `${data.metric} p75 by day: ${days}. Good ≤ ${formatValue(data.metric, data.thresholds.good)}, poor > ` +
    `${formatValue(data.metric, data.thresholds.poor)}.` +
    (inWindow.length
      ? ` Releases: ${inWindow.map((r) => `${r.appVersion} from ${dayIn(r.firstSeen, data.tz)}`).join(', ')}.`
      : '') +
    ` Days in ${data.tz}.`
  );
}

/**
 * A chart of p75 by day with one line per value of a dimension (device), in one sentence: each line's first
 * and last day with samples, and its samples; the zone named.
 */
export function describeTrendBy(data: SummaryResponse, dimension: string, values: readonly string[]): string {
  const lines = values.map((value) => {
    const rows = data.rows.filter((row) => row.group[dimension] === value && row.count > 0);
    const first = rows[0];
    const last = rows[rows.length - 1];
    const samples = rows.reduce((sum, row) => sum + row.count, 0);
    const p75 = (row: SummaryRow) => `${formatValue(data.metric, row.percentiles['75'])} on ${row.group.day}`;
    if (!first || !last) return `${value}: no samples`;
    return `${value} ${first === last ? p75(first) : `${p75(first)} and ${p75(last)}`}, ${formatCount(samples)} ${samples === 1 ? 'sample' : 'samples'}`;
  });
  return `${data.metric} p75 by day and ${dimension}: ${lines.join('; ')}. Days in ${data.tz}.`;
}
