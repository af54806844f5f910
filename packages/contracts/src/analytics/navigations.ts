import { Type, type Static } from 'typebox';
import { Instant, Nullable, RatingName } from './common.ts';

const MetricFigure = Type.Object({
  p75: Nullable(Type.Number({ description: 'Linearly interpolated 75th percentile; null without samples.' })),
  count: Type.Integer({ minimum: 0, description: 'Samples.' }),
  rating: Nullable(RatingName),
});

const NavigationFigures = Type.Object({
  pageViews: Type.Integer({ minimum: 0 }),
  metrics: Type.Object({
    LCP: MetricFigure,
    FCP: MetricFigure,
    INP: MetricFigure,
    CLS: MetricFigure,
    TTFB: MetricFigure,
  }),
});
export type NavigationFigures = Static<typeof NavigationFigures>;

export const NavigationsRow = Type.Object({
  key: Type.String({ description: 'The screen or path.' }),
  device: Type.String(),
  hard: NavigationFigures,
  soft: NavigationFigures,
  softShare: Nullable(
    Type.Number({
      description: 'Share (0..1) of the page views that were soft navigations; null without page views.',
    }),
  ),
  coverage: Nullable(
    Type.Number({
      description:
        'Share (0..1) of the page views from browsers able to report soft navigations (older clients count as unable); null without page views.',
    }),
  ),
});
export type NavigationsRow = Static<typeof NavigationsRow>;

/**
 * `GET /analytics/vitals/navigations` (docs/requirements/telemetry-service.md#query-api): per page family (or
 * path) and device, page views and p75 of each metric for hard and for soft navigations side by side, and the
 * coverage. A soft navigation's LCP counts only what was painted after it (decision 0502): compare hard with
 * hard and soft with soft.
 */
export const NavigationsResponse = Type.Object({
  from: Instant,
  to: Instant,
  groupBy: Type.String(),
  rows: Type.Array(NavigationsRow),
});
export type NavigationsResponse = Static<typeof NavigationsResponse>;
