import { describe, expect, it } from 'vitest';
import { clientFromHints } from './client-from-hints.ts';

const grease = { brand: 'Not_A Brand', version: '24' };
const chromium = { brand: 'Chromium', version: '131' };

describe('clientFromHints', () => {
  it('leaves every field out without Client Hints (Safari, Firefox): the service fills them', () => {
    expect(clientFromHints(undefined)).toEqual({});
  });

  it('reads Chrome on Android as a phone with its real OS version, in the service’s names', () => {
    expect(
      clientFromHints({
        brands: [grease, chromium, { brand: 'Google Chrome', version: '131' }],
        mobile: true,
        platform: 'Android',
        platformVersion: '14.0.0',
      }),
    ).toEqual({
      device: 'mobile',
      os: 'Android',
      osVersion: '14.0',
      browser: 'Chrome',
      browserVersion: '131',
    });
  });

  it('names Edge and ChromeOS as the service does, and takes the brand over the Chromium engine', () => {
    expect(
      clientFromHints({
        brands: [chromium, { brand: 'Microsoft Edge', version: '131' }, grease],
        mobile: false,
        platform: 'Chrome OS',
        platformVersion: '16002.44.0',
      }),
    ).toEqual({
      device: 'desktop',
      os: 'ChromeOS',
      osVersion: '16002.44',
      browser: 'Edge',
      browserVersion: '131',
    });
  });

  it('keeps a brand it has no name for as sent, and calls plain Chromium Chrome', () => {
    expect(clientFromHints({ brands: [grease, chromium, { brand: 'Opera', version: '115' }] })).toEqual({
      browser: 'Opera',
      browserVersion: '115',
    });
    expect(clientFromHints({ brands: [{ brand: 'Not/A)Brand', version: '8' }, chromium] })).toEqual({
      browser: 'Chrome',
      browserVersion: '131',
    });
  });

  it('sends the Linux version only hints know, and no Windows contract number', () => {
    expect(clientFromHints({ mobile: false, platform: 'Linux', platformVersion: '6.8.0' })).toEqual({
      device: 'desktop',
      os: 'Linux',
      osVersion: '6.8',
    });
    expect(clientFromHints({ mobile: false, platform: 'Windows', platformVersion: '15.0.0' })).toEqual({
      device: 'desktop',
      os: 'Windows',
    });
    expect(clientFromHints({ mobile: false, platform: 'Linux', platformVersion: '' })).not.toHaveProperty(
      'osVersion',
    );
  });

  it('calls Android without `mobile` a tablet, and says nothing for an unknown platform', () => {
    expect(clientFromHints({ mobile: false, platform: 'Android' })).toMatchObject({ device: 'tablet' });
    expect(clientFromHints({ mobile: false, platform: 'Unknown', brands: [] })).toEqual({});
  });

  it('keeps every field within the contract’s 32 characters', () => {
    const long = 'x'.repeat(40);
    const info = clientFromHints({ brands: [{ brand: long, version: '1' }], platform: long });
    expect(info.browser).toHaveLength(32);
    expect(info.os).toHaveLength(32);
  });
});
