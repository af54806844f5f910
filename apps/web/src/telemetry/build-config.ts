import { version } from '../../package.json';

/**
 * What the telemetry reads from the build (issue 5). Vite inlines `import.meta.env.VITE_*` at build time, so
 * a value is fixed per build: set it in the build's environment, never at run time.
 */

/** Which app sends the reports (spec section 7: client `home-page`). */
export const APP_TYPE = 'home-page';

/** The web app's version: `VITE_APP_VERSION` (e.g. a release tag or commit), else the package version. */
export const APP_VERSION: string = import.meta.env.VITE_APP_VERSION || version;

/** The Sentry DSN, or `undefined`: no DSN means no error reporting, and Sentry is never loaded. */
export const SENTRY_DSN: string | undefined = import.meta.env.VITE_SENTRY_DSN || undefined;

/** Where vitals go; the CDN (and Vite's dev and preview servers) proxy it to the telemetry service. */
export const VITAL_ENDPOINT = '/analytics/vital';
