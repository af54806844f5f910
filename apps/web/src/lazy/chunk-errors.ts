/**
 * The errors a lazy page load ends in (docs/requirements/site.md#page-loading), shaped like webpack's so
 * error reports group them the same way: a script chunk is a `ChunkLoadError` "Loading chunk {id} failed"
 * with its failure type; a stylesheet is "Loading CSS chunk {id} failed" with code `CSS_CHUNK_LOAD_FAILED`.
 */

export type ChunkFailure = 'error' | 'timeout';

export class ChunkLoadError extends Error {
  constructor(
    readonly chunkId: string,
    readonly type: ChunkFailure,
    readonly request: string | undefined,
    options?: ErrorOptions,
  ) {
    super(`Loading chunk ${chunkId} failed.\n(${type}: ${request ?? 'unknown'})`, options);
  }
}

export const CSS_CHUNK_LOAD_FAILED = 'CSS_CHUNK_LOAD_FAILED';

export class CssChunkLoadError extends Error {
  readonly code = CSS_CHUNK_LOAD_FAILED;
  readonly type = 'error';
  constructor(
    readonly chunkId: string,
    readonly request: string | undefined,
    options?: ErrorOptions,
  ) {
    super(`Loading CSS chunk ${chunkId} failed.\n(${request ?? 'unknown'})`, options);
  }
}

// On the prototype, not the instance: V8 writes the stack's first line while the constructor runs, so
// only a prototype name shows there ("ChunkLoadError: Loading chunk employers failed.").
ChunkLoadError.prototype.name = 'ChunkLoadError';
CssChunkLoadError.prototype.name = 'CssChunkLoadError';

// Chromium: "Failed to fetch dynamically imported module: <url>"; Firefox: "error loading dynamically
// imported module: <url>"; Safari: "Importing a module script failed." Vite's preloader: "Unable to
// preload CSS for <href>".
const SCRIPT_FAILURE = /dynamically imported module:?\s*(\S+)?|Importing a module script failed/i;
const CSS_FAILURE = /Unable to preload CSS for (\S+)/;

/** The chunk error a failed `import()` of a page means, or the error itself when it is something else. */
export function toChunkError(chunkId: string, error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const css = CSS_FAILURE.exec(error.message);
  if (css) return new CssChunkLoadError(chunkId, css[1], { cause: error });
  const script = SCRIPT_FAILURE.exec(error.message);
  if (script) return new ChunkLoadError(chunkId, 'error', script[1], { cause: error });
  return error;
}
