/// <reference types="vite/client" />

/**
 * Build-time settings of the platform integration (docs/requirements/forms.md#platform-api-and-mocks). `VITE_ENABLE_MOCKS` and `VITE_CAPTCHA_PROVIDER`
 * are read by scripts/mocks-plugin.ts at build time and become the constants below.
 */
interface ImportMetaEnv {
  /** The career platform's API origin; defaults to https://api.opstap.nl. */
  readonly VITE_PLATFORM_API?: string;
  /** The Friendly Captcha site key of the production configuration. */
  readonly VITE_FRIENDLY_CAPTCHA_SITEKEY?: string;
}

/** Replaced at build time (scripts/mocks-plugin.ts): the MSW mocks are in this build. */
declare const __OPSTAP_MOCKS__: boolean;
/** Replaced at build time (scripts/mocks-plugin.ts): the captcha provider of this build. */
declare const __OPSTAP_CAPTCHA__: 'friendly' | 'test';

// Build settings of the app-store links (src/lib/app-stores.ts).
interface ImportMetaEnv {
  /** The App Store listing of the Opstap app. */
  readonly VITE_APP_STORE_URL?: string;
  /** The Google Play listing of the Opstap app. */
  readonly VITE_PLAY_STORE_URL?: string;
}
