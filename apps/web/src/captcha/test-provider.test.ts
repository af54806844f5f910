// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { CAPTCHA_PROVIDER } from '../config/build-config.ts';
import { CaptchaError } from './captcha-provider.ts';
import { loadCaptchaProvider } from './load-captcha.ts';
import { setTestCaptchaMode, TEST_CAPTCHA_TOKEN } from './test-provider.ts';

afterEach(() => {
  setTestCaptchaMode(undefined);
  window.history.replaceState(null, '', '/');
});

describe('the test captcha provider', () => {
  it('is the provider under test, and yields its token', async () => {
    expect(CAPTCHA_PROVIDER).toBe('test');
    const provider = await loadCaptchaProvider();
    const widget = provider.mount(document.createElement('div'), { language: 'nl' });
    await expect(widget.getToken()).resolves.toBe(TEST_CAPTCHA_TOKEN);
  });

  it('fails when a test says so, or the page asks with ?mockCaptcha=fail', async () => {
    const widget = (await loadCaptchaProvider()).mount(document.createElement('div'), { language: 'en' });
    setTestCaptchaMode('fail');
    await expect(widget.getToken()).rejects.toBeInstanceOf(CaptchaError);
    setTestCaptchaMode(undefined);
    window.history.replaceState(null, '', '/werkgevers?mockCaptcha=fail');
    await expect(widget.getToken()).rejects.toBeInstanceOf(CaptchaError);
  });
});
