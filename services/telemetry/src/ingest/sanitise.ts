/**
 * Text hygiene for what the service stores (docs/requirements/telemetry-service.md#privacy): no control characters (they break log lines and
 * terminals), bounded lengths (a stack trace must not fill the disk), and paths without query strings
 * or hashes (they can carry personal data such as e-mail addresses or tokens).
 */

// C0 and C1 controls and DEL; tab and newline survive in multi-line text (stack traces). With them go
// the invisible characters that can reorder or hide text in a log or an analyst's table: bidirectional
// controls (U+061C, U+200E/F, U+202A–E, U+2066–9), zero-width ones (U+200B–D, U+2060, U+FEFF) and the
// line and paragraph separators (U+2028/9), which some viewers break lines on
// (docs/requirements/telemetry-service.md#privacy).
const INVISIBLE = '\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff';
const CONTROL = new RegExp(`[\u0000-\u0008\u000b-\u001f\u007f-\u009f${INVISIBLE}]`, 'g');
const CONTROL_OR_NEWLINE = new RegExp(`[\u0000-\u001f\u007f-\u009f${INVISIBLE}]`, 'g');

/** Stored caps: shorter than what the contract accepts, long enough to tell warnings apart. */
export const STORED_LIMITS = { message: 1024, stacktrace: 8192, userAgent: 512, path: 512 } as const;

/** Cuts at a code-point boundary, so a cap never leaves half a surrogate pair. */
function cap(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return /[\ud800-\udbff]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** One line of text: controls and newlines removed. */
export function cleanLine(text: string, max: number): string {
  return cap(text.replace(CONTROL_OR_NEWLINE, ''), max);
}

/** Multi-line text (a stack trace): controls removed, newlines and tabs kept. */
export function cleanBlock(text: string, max: number): string {
  return cap(text.replace(CONTROL, ''), max);
}

/** The path alone: query string and hash dropped, controls removed; falls back to `/`. */
export function cleanPath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  const cleaned = cleanLine(bare, STORED_LIMITS.path);
  return cleaned.startsWith('/') ? cleaned : '/';
}

/** The path of a Referer header, or `/` when there is none or it does not parse. */
export function pathFromReferer(referer: string | undefined): string {
  if (!referer) return '/';
  try {
    return cleanPath(new URL(referer).pathname);
  } catch {
    return '/';
  }
}
