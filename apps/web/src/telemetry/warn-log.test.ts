import { WARN_LOG_MAX } from '@opstap/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendWarnLog, WARN_LOG_URL } from './warn-log.ts';

function stubBrowser(sendBeacon: ((url: string, body: string) => boolean) | undefined) {
  vi.stubGlobal('navigator', { userAgent: 'TestBrowser/1.0', sendBeacon });
  vi.stubGlobal('location', { pathname: '/werkgevers' });
}

describe('sendWarnLog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the contract’s body as a string beacon to /log/warn', () => {
    const beacon = vi.fn((_url: string, _body: string) => true);
    stubBrowser(beacon);
    sendWarnLog({ message: 'slow', stacktrace: 'at x' });
    expect(beacon).toHaveBeenCalledWith(WARN_LOG_URL, expect.any(String));
    expect(JSON.parse(beacon.mock.calls[0]?.[1] ?? '')).toEqual({
      type: 'warn',
      message: 'slow',
      stacktrace: 'at x',
      userAgent: 'TestBrowser/1.0',
      path: '/werkgevers',
    });
  });

  it('falls back to fetch with keepalive when the beacon is refused, and never throws', () => {
    const fetch = vi.fn(() => Promise.reject(new Error('offline')));
    stubBrowser(() => false);
    vi.stubGlobal('fetch', fetch);
    expect(() => sendWarnLog({ message: 'x'.repeat(10_000) })).not.toThrow();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(WARN_LOG_URL);
    expect(init).toMatchObject({ method: 'POST', keepalive: true });
    expect(JSON.parse(String(init.body)).message).toHaveLength(WARN_LOG_MAX.message);
  });
});
