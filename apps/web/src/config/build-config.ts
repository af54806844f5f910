import { version } from '../../package.json';

/**
 * The app's build settings, read here and nowhere else (docs/decisions/0305-one-build-config.md). Vite inlines
 * `import.meta.env.*` at build time, so each value is fixed per build: set it in the build's environment,
 * never at run time. The variables are typed, with their defaults, in `src/env.d.ts`.
 *
 * Each one is read as `import.meta.env.NAME`, never through a local alias of `import.meta.env`: then Vite
 * replaces each with its value, and the minifier drops what an unset one switches off (error reporting's
 * loader without a DSN); an alias kept the whole env object in the bundle.
 */

/** Vite's mode: `production`, `development`, `test`… (the Sentry environment). */
export const BUILD_MODE: string = import.meta.env.MODE;
/** A development build (the dev server): the console shows warnings, a render error is shown. */
export const IS_DEV: boolean = import.meta.env.DEV;
/** A production build: the only kind that loads third-party scripts such as the chat widget. */
export const IS_PROD: boolean = import.meta.env.PROD;

/**
 * The production origin: canonical and hreflang URLs are absolute on it, and the host guard lets the app start
 * on its host (docs/requirements/site.md#host-check).
 */
export const SITE_ORIGIN: string = import.meta.env.VITE_SITE_ORIGIN || 'https://www.opstap.nl';
/** The production origin's host name. */
export const SITE_HOST: string = new URL(SITE_ORIGIN).hostname;

/** The career platform's API origin the one client calls, without a trailing slash. */
export const PLATFORM_API: string = (import.meta.env.VITE_PLATFORM_API || 'https://api.opstap.nl').replace(
  /\/+$/,
  '',
);

/** The Friendly Captcha site key of the production configuration (empty when unset). */
export const FRIENDLY_CAPTCHA_SITEKEY: string = import.meta.env.VITE_FRIENDLY_CAPTCHA_SITEKEY ?? '';

/** The chat vendor's script, or `undefined`: then the chat adapter is a no-op. */
export const CHAT_WIDGET_SRC: string | undefined = import.meta.env.VITE_CHAT_WIDGET_SRC || undefined;

/** The app version in every vitals report and the Sentry release: `VITE_APP_VERSION`, else the package's. */
export const APP_VERSION: string = import.meta.env.VITE_APP_VERSION || version;

/** The Sentry DSN, or `undefined`: no DSN means no error reporting, and Sentry is never loaded. */
export const SENTRY_DSN: string | undefined = import.meta.env.VITE_SENTRY_DSN || undefined;

/**
 * The captcha provider of this build (scripts/mocks-plugin.ts decides it). Where the choice decides which
 * chunk exists, the code tests the compile-time constant itself (`src/captcha/load-captcha.ts`, and
 * `__OPSTAP_MOCKS__` in `src/api/mock-gate.ts`): the bundler drops a dynamic import only when the constant is
 * in the same module (docs/decisions/0305-one-build-config.md).
 */
export const CAPTCHA_PROVIDER: 'friendly' | 'test' = __OPSTAP_CAPTCHA__;
