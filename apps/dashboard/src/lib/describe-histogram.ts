import type { HistogramBucket, HistogramResponse } from '@opstap/contracts';
import { formatCount, formatShare, formatValue } from './format.ts';

/** A bucket's range; the overflow bucket's runs up to the largest value, included. */
export function bucketLabel(metric: string, bucket: HistogramBucket, max: number | null): string {
  const lower = formatValue(metric, bucket.lower);
  if (bucket.upper !== null) return `${lower} – ${formatValue(metric, bucket.upper)}`;
  if (max === null) return `${lower} and above`;
  const largest = formatValue(metric, max);
  return largest === lower ? `${lower} (the largest)` : `${lower} – ${largest} (the largest)`;
}

/**
 * A histogram in one sentence, its accessible summary (docs/requirements/telemetry-service.md#dashboard):
 * the samples, the most common range, and the shares in buckets wholly good and wholly poor. A bucket that
 * straddles a bound counts for neither, so the shares are lower bounds, and the sentence says so unless
 * they are whole.
 */
export function describeHistogram(data: HistogramResponse): string {
  const { metric, thresholds } = data;
  const upperOf = (b: HistogramBucket) => b.upper ?? data.max ?? Infinity;
  const good = data.buckets.filter((b) => upperOf(b) <= thresholds.good).reduce((s, b) => s + b.count, 0);
  const poor = data.buckets.filter((b) => b.lower > thresholds.poor).reduce((s, b) => s + b.count, 0);
  const peak = data.buckets.reduce((a, b) => (b.count > a.count ? b : a));
  const goodText = `good (≤ ${formatValue(metric, thresholds.good)})`;
  const poorText = `poor (> ${formatValue(metric, thresholds.poor)})`;
  const shares =
    good === data.count
      ? `All are ${goodText}.`
      : poor === data.count
        ? `All are ${poorText}.`
        : `At least ${formatShare(good / data.count)} are in buckets wholly ${goodText} and at least ` +
          `${formatShare(poor / data.count)} wholly ${poorText}.`;
  return (
    `${metric} histogram of ${formatCount(data.count)} samples in ${data.buckets.length} buckets; the most ` +
    `common range is ${bucketLabel(metric, peak, data.max)} (${formatCount(peak.count)}). ${shares}`
  );
}
