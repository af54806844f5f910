import {
  MAX_CLS,
  MAX_TIMING_MS,
  type ATTRIBUTION_LIMITS as CONTRACT_LIMITS,
  type LoadState,
  type MetricName,
  type VitalAttribution,
} from '@opstap/contracts';

// The contract's vocabularies as types only: its runtime module builds TypeBox schemas, which would add
// TypeBox to this idle-loaded chunk (docs/requirements/site.md#budgets). The annotations make a drift from
// the contract a type error.
const ATTRIBUTION_LIMITS: typeof CONTRACT_LIMITS = { selector: 256, url: 1024, invoker: 256 };
const LOAD_STATE: Readonly<Record<LoadState, true>> = {
  loading: true,
  'dom-interactive': true,
  'dom-content-loaded': true,
  complete: true,
};
const LOAD_STATES = Object.keys(LOAD_STATE) as LoadState[];

/** What web-vitals' attribution build hands over (`metric.attribution`), read defensively key by key. */
export type MeasuredAttribution = object;

type Writable<T> = { -readonly [Key in keyof T]: T[Key] };

// A URL inside a longer text, e.g. the `src` in a script invoker `IMG[src="https://x/a.png?t=1"].onload`.
const URL_IN_TEXT = /\b[a-z][a-z0-9+.-]*:\/\/[^\s"'()[\]<>]+/gi;

/**
 * Origin + path, nothing else: a query or fragment may carry personal data
 * (docs/requirements/client-telemetry.md#web-vitals). `data:` and `blob:` URLs keep their scheme only.
 */
export function scrubUrl(text: string): string | undefined {
  if (text.startsWith('/') && !text.startsWith('//')) return text.split(/[?#]/, 1)[0];
  if (!URL.canParse(text)) return undefined;
  const url = new URL(text);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin + url.pathname : url.protocol;
}

const bounded = (text: string | undefined, max: number): string | undefined =>
  text?.trim().slice(0, max) || undefined;

/** A CSS selector from web-vitals (tag names, ids, classes: never an element's text), bounded. */
const selector = (value: unknown): string | undefined =>
  typeof value === 'string' ? bounded(value, ATTRIBUTION_LIMITS.selector) : undefined;

const url = (value: unknown): string | undefined =>
  typeof value === 'string' ? bounded(scrubUrl(value.trim()), ATTRIBUTION_LIMITS.url) : undefined;

/** A script's invoker: a name like `BUTTON#apply.onclick`, or a script's URL, whose query goes. */
const invoker = (value: unknown): string | undefined =>
  typeof value === 'string'
    ? bounded(
        value.replace(URL_IN_TEXT, (found) => scrubUrl(found) ?? ''),
        ATTRIBUTION_LIMITS.invoker,
      )
    : undefined;

const between = (value: unknown, max: number): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? Math.min(max, Math.max(0, value)) : undefined;
const duration = (value: unknown) => between(value, MAX_TIMING_MS);

const oneOf = <T extends string>(allowed: readonly T[], value: unknown): T | undefined =>
  allowed.find((item) => item === value);

/** `longestScript.entry` is a `PerformanceScriptTiming` (Long Animation Frames): its URL and invoker only. */
function longestScript(value: unknown): VitalAttribution['longestScript'] {
  const entry = (value as { entry?: { sourceURL?: unknown; invoker?: unknown } } | undefined)?.entry;
  if (!entry) return undefined;
  const script = { url: url(entry.sourceURL), invoker: invoker(entry.invoker) };
  return script.url || script.invoker ? withoutEmpty(script) : undefined;
}

function withoutEmpty<T extends object>(fields: T): T {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as T;
}

/**
 * The contract's `attribution` of one metric, under web-vitals' own key names: selectors bounded, URLs as
 * origin + path, durations within the contract's bounds, nothing else of the entries (no element text,
 * no query strings, no fragments). Undefined when nothing is left.
 */
export function readAttribution(
  name: MetricName,
  attribution: MeasuredAttribution | undefined,
): VitalAttribution | undefined {
  if (!attribution) return undefined;
  const a = attribution as Readonly<Record<string, unknown>>;
  const fields: Writable<VitalAttribution> = {};
  if (name === 'LCP') {
    Object.assign(fields, {
      target: selector(a.target),
      url: url(a.url),
      timeToFirstByte: duration(a.timeToFirstByte),
      resourceLoadDelay: duration(a.resourceLoadDelay),
      resourceLoadDuration: duration(a.resourceLoadDuration),
      elementRenderDelay: duration(a.elementRenderDelay),
    });
  } else if (name === 'INP') {
    Object.assign(fields, {
      interactionTarget: selector(a.interactionTarget),
      interactionType: oneOf(['pointer', 'keyboard'] as const, a.interactionType),
      inputDelay: duration(a.inputDelay),
      processingDuration: duration(a.processingDuration),
      presentationDelay: duration(a.presentationDelay),
      loadState: oneOf(LOAD_STATES, a.loadState),
      longestScript: longestScript(a.longestScript),
    });
  } else if (name === 'CLS') {
    Object.assign(fields, {
      largestShiftTarget: selector(a.largestShiftTarget),
      largestShiftValue: between(a.largestShiftValue, MAX_CLS),
      loadState: oneOf(LOAD_STATES, a.loadState),
    });
  } else if (name === 'TTFB') {
    Object.assign(fields, {
      waitingDuration: duration(a.waitingDuration),
      cacheDuration: duration(a.cacheDuration),
      dnsDuration: duration(a.dnsDuration),
      connectionDuration: duration(a.connectionDuration),
      requestDuration: duration(a.requestDuration),
    });
  }
  const kept = withoutEmpty(fields);
  return Object.keys(kept).length > 0 ? kept : undefined;
}
