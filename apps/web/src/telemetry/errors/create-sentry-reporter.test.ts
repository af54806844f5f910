// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LogRecord } from '../log-record.ts';
import { createSentryReporter } from './create-sentry-reporter.ts';

/**
 * The Sentry envelopes POSTed, each parsed into its header and items (newline-delimited JSON). Stubbed once:
 * Sentry's transport keeps the first `fetch` it finds.
 */
const envelopes: { url: string; lines: Record<string, unknown>[] }[] = [];
vi.stubGlobal(
  'fetch',
  vi.fn(async (url: string, init: RequestInit) => {
    envelopes.push({
      url,
      lines: String(init.body)
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line)),
    });
    return new Response('{}', { status: 200 });
  }),
);
const captureEnvelopes = () => envelopes;

/** The event item of the first envelope. */
async function firstEvent(envelopes: { lines: Record<string, unknown>[] }[]) {
  await vi.waitFor(() => expect(envelopes.length).toBeGreaterThan(0), { timeout: 5000 });
  const event = envelopes[0]?.lines.find((line) => 'event_id' in line && 'level' in line);
  expect(event).toBeDefined();
  return event as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

const config = {
  dsn: 'https://abc123@sentry.example/42',
  release: '1.2.3',
  environment: 'test',
  client: 'home-page',
};
const base: LogRecord = { level: 'warn', scope: 'global-errors', message: 'Uncaught error', time: 0 };

beforeEach(() => {
  envelopes.length = 0;
});

describe('createSentryReporter', () => {
  it('sends an exception event with every field of the spec to the DSN project', async () => {
    const envelopes = captureEnvelopes();
    const send = createSentryReporter(config);
    const error = Object.assign(new Error('Loading chunk 3 failed'), { name: 'ChunkLoadError' });
    send({ ...base, error, url: 'http://127.0.0.1/werkgevers' });
    const event = await firstEvent(envelopes);
    expect(envelopes[0]?.url).toContain('sentry.example/api/42/envelope/');
    expect(event.exception.values[0]).toMatchObject({
      type: 'ChunkLoadError',
      value: 'Loading chunk 3 failed',
    });
    expect(event.exception.values[0].stacktrace.frames.length).toBeGreaterThan(0);
    expect(event.level).toBe('warning');
    expect(event.release).toBe('1.2.3');
    expect(event.logger).toBe('global-errors');
    expect(event.tags).toMatchObject({ client: 'home-page', scope: 'global-errors', 'log.level': 'warn' });
    expect(event.request.url).toBe('http://127.0.0.1/werkgevers');
    expect(event.request.headers['User-Agent']).toBe(navigator.userAgent);
  });

  it('sends a message event with the call-site stack when there is no Error', async () => {
    const envelopes = captureEnvelopes();
    const send = createSentryReporter(config);
    const stack = new Error('Slow page load').stack;
    send({ ...base, level: 'error', scope: 'lazy-page', message: 'Slow page load', stack });
    const event = await firstEvent(envelopes);
    expect(event.message).toBe('Slow page load');
    expect(event.level).toBe('error');
    expect(event.logger).toBe('lazy-page');
    const frames =
      event.exception?.values?.[0]?.stacktrace?.frames ?? event.threads?.values?.[0]?.stacktrace?.frames;
    expect(frames?.length).toBeGreaterThan(0);
  });
});
