import type { CaptchaProvider } from './captcha-provider.ts';

/**
 * The configured provider's code (`CAPTCHA_PROVIDER` in src/config/build-config.ts), loaded when a form with a
 * captcha is shown (its own small chunk). The condition tests the compile-time constant here, in this module,
 * so a production build has no test provider in it (docs/decisions/0305-one-build-config.md).
 */
export function loadCaptchaProvider(): Promise<CaptchaProvider> {
  return __OPSTAP_CAPTCHA__ === 'test'
    ? import('./test-provider.ts').then((module) => module.testCaptchaProvider)
    : import('./friendly-provider.ts').then((module) => module.friendlyCaptchaProvider);
}
