import { describe, expect, it, vi } from 'vitest';
import { sendBeaconOrFetch } from './send-beacon.ts';

const URL = '/log/warn';
const BODY = '{"type":"warn"}';
const fetchAnswering = (status: number) => vi.fn(async () => new Response(null, { status }));

describe('sendBeaconOrFetch', () => {
  it('sends a string beacon and does not fetch when the browser accepts it', () => {
    const sendBeacon = vi.fn(() => true);
    const fetch = fetchAnswering(204);
    expect(sendBeaconOrFetch(URL, BODY, { sendBeacon, fetch })).toEqual({ via: 'beacon' });
    expect(sendBeacon).toHaveBeenCalledWith(URL, BODY);
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([
    ['refuses', () => false],
    [
      'throws',
      () => {
        throw new TypeError('Illegal invocation');
      },
    ],
    ['is missing', undefined],
  ])('falls back to fetch with keepalive and a JSON type when the beacon %s', async (_, sendBeacon) => {
    const fetch = fetchAnswering(204);
    const delivery = sendBeaconOrFetch(URL, BODY, { sendBeacon, fetch });
    expect(fetch).toHaveBeenCalledWith(URL, {
      method: 'POST',
      body: BODY,
      keepalive: true,
      headers: { 'content-type': 'application/json' },
    });
    expect(delivery.via).toBe('fetch');
    if (delivery.via === 'fetch') expect((await delivery.response).status).toBe(204);
  });

  it('turns a fetch that throws at once (keepalive quota) into a rejected response, never a throw', async () => {
    const fetch = vi.fn(() => {
      throw new TypeError('keepalive quota exceeded');
    });
    const delivery = sendBeaconOrFetch(URL, BODY, { sendBeacon: () => false, fetch });
    expect(delivery.via).toBe('fetch');
    if (delivery.via === 'fetch') await expect(delivery.response).rejects.toThrow('keepalive quota');
  });

  it('says so when the browser has neither', () => {
    expect(sendBeaconOrFetch(URL, BODY, {})).toEqual({ via: 'none' });
  });
});
