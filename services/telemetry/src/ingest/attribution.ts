import type { VitalAttribution } from '@opstap/contracts';
import {
  ATTRIBUTION_NUMBERS,
  EMPTY_ATTRIBUTION,
  type StoredAttribution,
} from '../store/stored-attribution.ts';
import { storedValue } from '../store/stored-value.ts';
import { cleanLine } from './sanitise.ts';

/**
 * Attribution as stored (docs/requirements/telemetry-service.md#privacy): no text content, no query
 * strings, no fragments. A selector loses its attribute values (`img[alt="Jan"]` → `img[]`), since
 * those can carry names; a URL keeps its origin and path only; everything is capped.
 */
export const STORED_ATTRIBUTION_LIMITS = { selector: 200, url: 300, invoker: 200 } as const;

const ATTRIBUTE_VALUE = /\[[^\]]*\]/g;
const QUOTED = /"[^"]*"|'[^']*'/g;

export function cleanSelector(selector: string | undefined): string {
  if (!selector) return '';
  const bare = selector.replace(ATTRIBUTE_VALUE, '[]').replace(QUOTED, '');
  return cleanLine(bare, STORED_ATTRIBUTION_LIMITS.selector).trim();
}

/** Origin + path of an absolute http(s) URL; '' for anything else (data:, blob:, relative junk). */
export function cleanUrl(url: string | undefined): string {
  if (!url || !URL.canParse(url)) return '';
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return '';
  return cleanLine(parsed.origin + parsed.pathname, STORED_ATTRIBUTION_LIMITS.url);
}

/** An invoker is a URL (classic scripts) or `TAG#id.onclick`-like: the URL scrubbed, the rest as a selector. */
export function cleanInvoker(invoker: string | undefined): string {
  if (!invoker) return '';
  return /^https?:\/\//.test(invoker)
    ? cleanUrl(invoker)
    : cleanLine(invoker.replace(QUOTED, ''), STORED_ATTRIBUTION_LIMITS.invoker);
}

export function toStoredAttribution(attribution: VitalAttribution | undefined): StoredAttribution {
  if (!attribution) return EMPTY_ATTRIBUTION;
  const stored: StoredAttribution = {
    ...EMPTY_ATTRIBUTION,
    target: cleanSelector(attribution.target),
    url: cleanUrl(attribution.url),
    interactionTarget: cleanSelector(attribution.interactionTarget),
    interactionType: attribution.interactionType ?? '',
    loadState: attribution.loadState ?? '',
    scriptUrl: cleanUrl(attribution.longestScript?.url),
    scriptInvoker: cleanInvoker(attribution.longestScript?.invoker),
    largestShiftTarget: cleanSelector(attribution.largestShiftTarget),
  };
  // Timings to the microsecond, as values are (decision 0605, amended 2026-11-28): DuckDB reads the
  // parts' quantiles as integers of that unit.
  for (const key of ATTRIBUTION_NUMBERS) {
    const value = attribution[key];
    stored[key] =
      value === undefined ? null : storedValue(key === 'largestShiftValue' ? 'CLS' : 'LCP', value);
  }
  return stored;
}
