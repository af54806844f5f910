// Build settings the telemetry reads (Vite inlines `VITE_*` variables at build time).
interface ImportMetaEnv {
  /** Sentry DSN for client error reporting; error reporting is off when unset or empty. */
  readonly VITE_SENTRY_DSN?: string;
  /** The app version in reports; defaults to the version in apps/web/package.json. */
  readonly VITE_APP_VERSION?: string;
}
