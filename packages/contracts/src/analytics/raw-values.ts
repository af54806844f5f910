import { Type, type Static } from 'typebox';

/** One value a client sent for a dimension with a vocabulary, stored there as `other`, and how often it came. */
export const RawValueRow = Type.Object({
  dimension: Type.String({
    description: 'connectionType, browser, os, osVersion, browserVersion, appVersion, appType.',
  }),
  value: Type.String({ description: 'As sent, cleaned of control characters, at most 64 characters.' }),
  count: Type.Integer({
    description: 'Events that sent it (at least: a replay after a crash may count one twice).',
  }),
});
export type RawValueRow = Static<typeof RawValueRow>;

/**
 * `GET /analytics/raw-values`: what `other` stood for, most frequent first. Bounded: at most 1,000 values per
 * dimension are kept (docs/requirements/telemetry-service.md#ingest).
 */
export const RawValuesResponse = Type.Object({
  rows: Type.Array(RawValueRow),
});
export type RawValuesResponse = Static<typeof RawValuesResponse>;
