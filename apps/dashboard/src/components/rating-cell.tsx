import type { Rating } from '@opstap/contracts';
import { formatCount, formatValue, RATING_LABEL } from '../lib/format.ts';

/** A p75 coloured by its rating, the rating also in words (colour is never the only cue), with its samples. */
export function RatingCell({
  metric,
  p75,
  rating,
  count,
  minSamples,
}: {
  metric: string;
  p75: number | null;
  rating: Rating | null;
  count: number;
  minSamples: number;
}) {
  const few = count < minSamples;
  return (
    <span className={`figure rating-${few ? 'insufficient' : (rating ?? 'none')}`}>
      <strong>{formatValue(metric, p75)}</strong>
      <span className="figure-note">
        {few
          ? `insufficient · n=${formatCount(count)}`
          : `${rating ? RATING_LABEL[rating] : 'no data'} · n=${formatCount(count)}`}
      </span>
    </span>
  );
}
