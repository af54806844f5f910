/** At most this many events in one beacon body (an array). */
export const MAX_BATCH = 50;
/** The largest beacon body the service accepts, in bytes. */
export const MAX_BODY_BYTES = 64 * 1024;
/** A value above this (ms) is not a real measurement; CLS has its own cap (as Umami bounds them). */
export const MAX_TIMING_MS = 60_000;
export const MAX_CLS = 100;

/**
 * The longest text each warn-log field may have. The schema (`WarnLog`) uses them, and the page clips to them
 * before sending: one value over its bound refuses the whole log.
 */
export const WARN_LOG_MAX = { message: 4096, stacktrace: 32_768, userAgent: 1024, path: 512 } as const;

/**
 * The bounds of a vitals report's fields: text lengths, and the largest viewport side and pixel ratio. The
 * schema (`VitalReport`) uses them, and the page clamps to them before sending.
 */
export const VITAL_REPORT_MAX = {
  /** The web-vitals metric id. */
  id: 128,
  /** `connectionType`. */
  connectionType: 16,
  /** os, osVersion, browser, browserVersion, appVersion, appType. */
  text: 32,
  /** The page path. */
  path: 512,
  /** The page-view id (ASCII letters, digits and dashes). */
  pageViewId: 64,
  /** Viewport width and height, CSS px. */
  viewport: 100_000,
  /** `devicePixelRatio`. */
  devicePixelRatio: 16,
} as const;
