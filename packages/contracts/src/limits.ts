/** At most this many events in one beacon body (an array). */
export const MAX_BATCH = 50;
/** The largest beacon body the service accepts, in bytes. */
export const MAX_BODY_BYTES = 64 * 1024;
/** A value above this (ms) is not a real measurement; CLS has its own cap (as Umami bounds them). */
export const MAX_TIMING_MS = 60_000;
export const MAX_CLS = 100;
