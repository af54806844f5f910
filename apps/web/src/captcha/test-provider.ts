import { CaptchaError, type CaptchaProvider } from './captcha-provider.ts';

/** The token the test provider yields; the mocked platform accepts it. */
export const TEST_CAPTCHA_TOKEN = 'test-captcha-token';

let forcedMode: 'pass' | 'fail' | undefined;

/** Unit tests choose the outcome here; `undefined` returns to the browser's switch. */
export function setTestCaptchaMode(mode: 'pass' | 'fail' | undefined): void {
  forcedMode = mode;
}

/**
 * The browser's switch, like the mocks' (see src/mocks/scenario.ts): `?mockCaptcha=fail`, or
 * `{"mockCaptcha":"fail"}` in localStorage `opstap.mocks`, makes the widget fail.
 */
function browserMode(): 'pass' | 'fail' {
  if (typeof window === 'undefined') return 'pass';
  if (new URLSearchParams(window.location.search).get('mockCaptcha') === 'fail') return 'fail';
  try {
    const stored = JSON.parse(window.localStorage.getItem('opstap.mocks') ?? '{}') as {
      mockCaptcha?: string;
    };
    return stored.mockCaptcha === 'fail' ? 'fail' : 'pass';
  } catch {
    return 'pass';
  }
}

/** Development and tests: no third party, a token after a short pause, failure on request. */
export const testCaptchaProvider: CaptchaProvider = {
  name: 'test',
  mount(element) {
    element.dataset.captcha = 'test';
    return {
      async getToken() {
        // A real widget takes a moment; so does this one, so the form's busy state gets exercised.
        await new Promise((resolve) => setTimeout(resolve, 20));
        if ((forcedMode ?? browserMode()) === 'fail') throw new CaptchaError('Test captcha set to fail');
        return TEST_CAPTCHA_TOKEN;
      },
      destroy() {
        delete element.dataset.captcha;
      },
    };
  },
};
