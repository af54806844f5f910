/**
 * A vital's attribution as stored: one column per web-vitals key (docs/requirements/client-telemetry.md#web-vitals),
 * flat so both engines filter and group on it. Texts are '' and timings null when the report had none.
 * `scriptUrl` and `scriptInvoker` are the contract's `longestScript.url` and `.invoker`.
 */
export const ATTRIBUTION_TEXTS = [
  'target',
  'url',
  'interactionTarget',
  'interactionType',
  'loadState',
  'scriptUrl',
  'scriptInvoker',
  'largestShiftTarget',
] as const;
export type AttributionText = (typeof ATTRIBUTION_TEXTS)[number];

export const ATTRIBUTION_NUMBERS = [
  'timeToFirstByte',
  'resourceLoadDelay',
  'resourceLoadDuration',
  'elementRenderDelay',
  'inputDelay',
  'processingDuration',
  'presentationDelay',
  'largestShiftValue',
  'waitingDuration',
  'cacheDuration',
  'dnsDuration',
  'connectionDuration',
  'requestDuration',
] as const;
export type AttributionNumber = (typeof ATTRIBUTION_NUMBERS)[number];

export type StoredAttribution = Record<AttributionText, string> & Record<AttributionNumber, number | null>;

/** `timeToFirstByte` → `attr_time_to_first_byte`: the column of an attribution key in both engines. */
export const attributionColumn = (key: AttributionText | AttributionNumber) =>
  `attr_${key.replace(/[A-Z]/g, (upper) => `_${upper.toLowerCase()}`)}`;

export const EMPTY_ATTRIBUTION: Readonly<StoredAttribution> = Object.freeze({
  ...(Object.fromEntries(ATTRIBUTION_TEXTS.map((key) => [key, ''])) as Record<AttributionText, string>),
  ...(Object.fromEntries(ATTRIBUTION_NUMBERS.map((key) => [key, null])) as Record<AttributionNumber, null>),
});
