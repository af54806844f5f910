import type { CaptchaProvider } from './captcha-provider.ts';

/** Which provider this build uses (scripts/mocks-plugin.ts): the test one exactly when mocks are on. */
export const CAPTCHA_PROVIDER: 'friendly' | 'test' = __OPSTAP_CAPTCHA__;

/**
 * The configured provider's code, loaded when a form with a captcha is shown (its own small chunk). The
 * condition is a build-time constant, so a production build has no test provider in it.
 */
export function loadCaptchaProvider(): Promise<CaptchaProvider> {
  return __OPSTAP_CAPTCHA__ === 'test'
    ? import('./test-provider.ts').then((module) => module.testCaptchaProvider)
    : import('./friendly-provider.ts').then((module) => module.friendlyCaptchaProvider);
}
