/// <reference types="vite/client" />

/**
 * The web app's build settings: environment variables at build time, read only by
 * `src/config/build-config.ts` (docs/decisions/0305-one-build-config.md).
 */
interface ImportMetaEnv {
  /** The production origin; default https://www.opstap.nl. */
  readonly VITE_SITE_ORIGIN?: string;
  /** The career platform's API origin; default https://api.opstap.nl. */
  readonly VITE_PLATFORM_API?: string;
  /** The Friendly Captcha site key of the production configuration. */
  readonly VITE_FRIENDLY_CAPTCHA_SITEKEY?: string;
  /** The chat vendor's script, loaded by production builds only; unset: no chat widget. */
  readonly VITE_CHAT_WIDGET_SRC?: string;
  /** Sentry DSN for client error reporting; error reporting is off when unset or empty. */
  readonly VITE_SENTRY_DSN?: string;
  /** The app version in reports; defaults to the version in apps/web/package.json. */
  readonly VITE_APP_VERSION?: string;
  /** `true` builds the MSW mocks in (the end-to-end tests); read by scripts/mocks-plugin.ts. */
  readonly VITE_ENABLE_MOCKS?: string;
  /** `friendly` or `test`: overrides the captcha provider; read by scripts/mocks-plugin.ts. */
  readonly VITE_CAPTCHA_PROVIDER?: string;
}

/** Replaced at build time (scripts/mocks-plugin.ts): the MSW mocks are in this build. */
declare const __OPSTAP_MOCKS__: boolean;
/** Replaced at build time (scripts/mocks-plugin.ts): a dev server without the MSW worker (no `?mock=` answers). */
declare const __OPSTAP_SCENARIOS_OFF__: boolean;
/** Replaced at build time (scripts/mocks-plugin.ts): the captcha provider of this build. */
declare const __OPSTAP_CAPTCHA__: 'friendly' | 'test';

/** Replaced at build time (scripts/content/content-check-plugin.ts): some market's content lists customer logos. */
declare const __OPSTAP_CUSTOMER_LOGOS__: boolean;
/** Replaced at build time (scripts/content/content-check-plugin.ts): some market's content holds testimonials. */
declare const __OPSTAP_TESTIMONIALS__: boolean;
