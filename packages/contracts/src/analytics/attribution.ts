import { Type, type Static } from 'typebox';
import { Instant, Nullable } from './common.ts';

export const AttributionEntry = Type.Object({
  value: Type.String({ description: 'A selector, a URL (origin + path), or "url (invoker)" for scripts.' }),
  count: Type.Integer(),
  poorCount: Type.Integer(),
  poorShare: Type.Number({ description: 'poorCount / all poor samples of the metric under the filters.' }),
  p75: Nullable(Type.Number()),
});
export type AttributionEntry = Static<typeof AttributionEntry>;

/**
 * `GET /analytics/vitals/attribution`, ranked by poor samples. LCP: targets = elements, resources = URLs;
 * INP: targets = interaction targets, scripts = the longest script's URL and invoker; CLS: targets =
 * largest shift targets. Lists that do not apply to the metric are empty.
 */
export const AttributionResponse = Type.Object({
  metric: Type.String(),
  from: Instant,
  to: Instant,
  count: Type.Integer(),
  poorCount: Type.Integer(),
  targets: Type.Array(AttributionEntry),
  resources: Type.Array(AttributionEntry),
  scripts: Type.Array(AttributionEntry),
});
export type AttributionResponse = Static<typeof AttributionResponse>;
