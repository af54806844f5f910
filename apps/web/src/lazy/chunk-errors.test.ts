import { describe, expect, it } from 'vitest';
import { ChunkLoadError, CSS_CHUNK_LOAD_FAILED, CssChunkLoadError, toChunkError } from './chunk-errors.ts';

describe('toChunkError', () => {
  it('names a failed stylesheet CSS_CHUNK_LOAD_FAILED', () => {
    const error = toChunkError(
      'employers',
      new Error('Unable to preload CSS for /static/css/employers.12345678.chunk.css'),
    );
    expect(error).toBeInstanceOf(CssChunkLoadError);
    expect(error).toMatchObject({
      name: 'CssChunkLoadError',
      code: CSS_CHUNK_LOAD_FAILED,
      message: 'Loading CSS chunk employers failed.\n(/static/css/employers.12345678.chunk.css)',
    });
  });

  it('names a failed script a ChunkLoadError, in each browser’s wording', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://x/static/js/a.chunk.js',
      'error loading dynamically imported module: https://x/static/js/a.chunk.js',
      'Importing a module script failed.',
    ]) {
      expect(toChunkError('press', new TypeError(message))).toBeInstanceOf(ChunkLoadError);
    }
  });

  it('leaves other errors alone: a bug in a page is not a network failure', () => {
    const bug = new ReferenceError('x is not defined');
    expect(toChunkError('press', bug)).toBe(bug);
  });
});
