import { describe, expect, it } from 'vitest';
import { parseUserAgent } from './parse-user-agent.ts';

// Real User-Agent strings (current browsers, including Chromium's reduced form with frozen OS versions).
const UA = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  safariIpad:
    'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  safariIpadDesktopMode:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  chromeAndroidReduced:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  firefoxAndroid: 'Mozilla/5.0 (Android 14; Mobile; rv:132.0) Gecko/132.0 Firefox/132.0',
  edgeMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  samsungTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Safari/537.36',
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
};

describe('parseUserAgent from the User-Agent string', () => {
  it('reads Chrome on Windows, with the Windows version name rather than "NT 10.0"', () => {
    expect(parseUserAgent(UA.chromeWindows)).toEqual({
      device: 'desktop',
      os: 'Windows',
      osVersion: '10',
      browser: 'Chrome',
      browserVersion: '131',
    });
  });

  it('reads Safari on an iPhone as a phone, OS version cut to major.minor', () => {
    expect(parseUserAgent(UA.safariIphone)).toEqual({
      device: 'mobile',
      os: 'iOS',
      osVersion: '17.5',
      browser: 'Safari',
      browserVersion: '17',
    });
  });

  it('tells tablets apart: an iPad, and an Android tablet without "Mobile"', () => {
    expect(parseUserAgent(UA.safariIpad).device).toBe('tablet');
    expect(parseUserAgent(UA.samsungTablet)).toMatchObject({
      device: 'tablet',
      os: 'Android',
      osVersion: '13',
      browser: 'Samsung Internet for Android',
      browserVersion: '23',
    });
  });

  it('takes an iPad asking for the desktop site (Mac User-Agent) as a tablet when it has touch', () => {
    expect(parseUserAgent(UA.safariIpadDesktopMode, undefined, 5).device).toBe('tablet');
    expect(parseUserAgent(UA.safariIpadDesktopMode, undefined, 0).device).toBe('desktop');
  });

  it('names Edge as Edge, not Chrome', () => {
    expect(parseUserAgent(UA.edgeMac)).toMatchObject({
      browser: 'Microsoft Edge',
      browserVersion: '131',
      os: 'macOS',
    });
  });

  it('reads Firefox on Android', () => {
    expect(parseUserAgent(UA.firefoxAndroid)).toEqual({
      device: 'mobile',
      os: 'Android',
      osVersion: '14',
      browser: 'Firefox',
      browserVersion: '132',
    });
  });

  it('leaves the form factor to the service for a bot, and fields it cannot know absent', () => {
    const bot = parseUserAgent(UA.googlebot);
    expect(bot.device).toBeUndefined();
    expect(bot.os).toBeUndefined();
    expect(bot.osVersion).toBeUndefined();
  });

  it('does not throw on an empty User-Agent', () => {
    expect(parseUserAgent('')).toEqual({ device: undefined, os: undefined, osVersion: undefined });
  });
});

describe('parseUserAgent with User-Agent Client Hints', () => {
  it('takes the real Android version from platformVersion (the reduced string says "Android 10")', () => {
    const info = parseUserAgent(UA.chromeAndroidReduced, {
      mobile: true,
      platform: 'Android',
      platformVersion: '14.0.0',
    });
    expect(info).toEqual({
      device: 'mobile',
      os: 'Android',
      osVersion: '14.0',
      browser: 'Chrome',
      browserVersion: '131',
    });
  });

  it('maps Windows platformVersion 13+ to Windows 11 and below to Windows 10', () => {
    expect(
      parseUserAgent(UA.chromeWindows, { platform: 'Windows', platformVersion: '15.0.0' }).osVersion,
    ).toBe('11');
    expect(
      parseUserAgent(UA.chromeWindows, { platform: 'Windows', platformVersion: '10.0.0' }).osVersion,
    ).toBe('10');
  });

  it('takes the real macOS version (Chromium freezes it at 10_15_7)', () => {
    expect(parseUserAgent(UA.edgeMac, { platform: 'macOS', platformVersion: '14.5.0' }).osVersion).toBe(
      '14.5',
    );
  });

  it('falls back to the hints alone when there is no User-Agent string', () => {
    expect(parseUserAgent('', { mobile: false, platform: 'Linux', platformVersion: '6.8.0' })).toEqual({
      device: 'desktop',
      os: 'Linux',
      osVersion: '6.8',
    });
  });

  it('uses the brands to recognise a browser that hides behind a Chrome string', () => {
    const brave = parseUserAgent(UA.chromeWindows, {
      brands: [
        { brand: 'Brave', version: '131' },
        { brand: 'Chromium', version: '131' },
        { brand: 'Not_A Brand', version: '24' },
      ],
    });
    expect(brave.browser).toBe('Brave');
  });
});
