import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError } from './chunk-errors.ts';
import { CHUNK_TIMEOUT_MS, createScreenLoader, NOTICE_DELAY_MS, PAGE_TIMEOUT_MS } from './screen-loader.ts';

const sent = vi.hoisted(() => [] as { message: string; stacktrace?: string }[]);
vi.mock('../telemetry/warn-log.ts', () => ({ sendWarnLog: (body: { message: string }) => sent.push(body) }));
// The logger's console output is not what these tests look at.
vi.mock('../telemetry/logger.ts', () => ({ createLogger: () => ({ warn: () => undefined }) }));

const Page = () => null;
const never = () => new Promise<never>(() => undefined);

describe('createScreenLoader', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    sent.length = 0;
  });
  afterEach(() => vi.useRealTimers());

  it('is quiet for 500 ms, then slow, then timed out at 10 s, each sending one warning', async () => {
    const loader = createScreenLoader({ employers: never });
    void loader.load('employers').catch(() => undefined);
    expect(loader.state('employers')).toEqual({ status: 'loading', slow: false, timedOut: false });

    await vi.advanceTimersByTimeAsync(NOTICE_DELAY_MS - 1);
    expect(loader.state('employers')).toMatchObject({ slow: false });
    expect(sent).toEqual([]);

    await vi.advanceTimersByTimeAsync(1);
    expect(loader.state('employers')).toMatchObject({ slow: true, timedOut: false });
    expect(sent.map((body) => body.message)).toEqual([
      'Page "employers" is taking longer than 500 ms to load',
    ]);

    await vi.advanceTimersByTimeAsync(PAGE_TIMEOUT_MS - NOTICE_DELAY_MS);
    expect(loader.state('employers')).toMatchObject({ status: 'loading', timedOut: true });
    expect(sent).toHaveLength(2);
    expect(sent[1]?.message).toBe('Page "employers" did not load within 10000 ms');
  });

  it('fails a script chunk that has not arrived after 120 s with a ChunkLoadError of type timeout', async () => {
    const loader = createScreenLoader({ press: never });
    const result = loader.load('press').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS);
    const error = await result;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ name: 'ChunkLoadError', type: 'timeout', chunkId: 'press' });
    expect(loader.state('press')).toMatchObject({ status: 'failed' });
    expect(sent.at(-1)?.message).toMatch(/^Loading chunk press failed\.\n\(timeout: /);
  });

  it('turns a failed import into a ChunkLoadError and reports it once', async () => {
    const failure = new TypeError(
      'Failed to fetch dynamically imported module: http://x/static/js/contact.0a1b2c3d.chunk.js',
    );
    const loader = createScreenLoader({ contact: () => Promise.reject(failure) });
    const error = await loader.load('contact').catch((e: unknown) => e);
    expect(error).toMatchObject({
      name: 'ChunkLoadError',
      message: 'Loading chunk contact failed.\n(error: http://x/static/js/contact.0a1b2c3d.chunk.js)',
      type: 'error',
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.stacktrace).toMatch(/^ChunkLoadError: Loading chunk contact failed/);
  });

  it('loads once, sends nothing for a fast load, and clears its timers', async () => {
    const load = vi.fn(() => Promise.resolve(Page));
    const loader = createScreenLoader({ jobseekers: load });
    await Promise.all([loader.load('jobseekers'), loader.load('jobseekers')]);
    await loader.load('jobseekers');
    expect(load).toHaveBeenCalledTimes(1);
    expect(loader.state('jobseekers')).toEqual({ status: 'loaded', component: Page });
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS);
    expect(sent).toEqual([]);
  });
});
