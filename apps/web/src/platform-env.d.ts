/// <reference types="vite/client" />

/** Build-time settings of the platform integration (issue 4; see docs/decisions/0400-mocks-switch.md). */
interface ImportMetaEnv {
  /** The career platform's API origin; defaults to https://api.opstap.nl. */
  readonly VITE_PLATFORM_API?: string;
  /** 'true' builds the MSW mocks in (dev and the end-to-end build); never set for production. */
  readonly VITE_ENABLE_MOCKS?: string;
  /** 'friendly' (production) or 'test'; defaults to 'test' when mocks are on, else 'friendly'. */
  readonly VITE_CAPTCHA_PROVIDER?: string;
  /** The Friendly Captcha site key of the production configuration. */
  readonly VITE_FRIENDLY_CAPTCHA_SITEKEY?: string;
}
