import { MOCKS_ENABLED } from '../api/config.ts';
import type { CaptchaProvider } from './captcha-provider.ts';

/** Which provider this build uses: `VITE_CAPTCHA_PROVIDER`, else the test one exactly when mocks are on. */
export const CAPTCHA_PROVIDER: 'friendly' | 'test' =
  import.meta.env.VITE_CAPTCHA_PROVIDER === 'friendly' || import.meta.env.VITE_CAPTCHA_PROVIDER === 'test'
    ? import.meta.env.VITE_CAPTCHA_PROVIDER
    : MOCKS_ENABLED || import.meta.env.MODE === 'test'
      ? 'test'
      : 'friendly';

/** The configured provider's code, loaded when a form with a captcha is shown (its own small chunk). */
export function loadCaptchaProvider(): Promise<CaptchaProvider> {
  return CAPTCHA_PROVIDER === 'test'
    ? import('./test-provider.ts').then((module) => module.testCaptchaProvider)
    : import('./friendly-provider.ts').then((module) => module.friendlyCaptchaProvider);
}
