import { CHAT_WIDGET_SRC, PLATFORM_API, SENTRY_DSN } from '../../config/build-config.ts';
import friendlyCaptcha from '../../captcha/friendly-captcha.json';

/**
 * What this very build sends where, for the legal statements (docs/requirements/site.md#legal): read from
 * the build's own settings, so the statements name the hosts the site really talks to and mention error
 * reporting and the chat only in a build that has them.
 */
const host = (url: string | undefined) => (url ? new URL(url).host : undefined);

export const LEGAL_FACTS = {
  /** The career platform's API host, which receives the forms. */
  platformHost: host(PLATFORM_API) ?? '',
  /** Friendly Captcha's script host and API host (the forms' bot check). */
  captchaScriptHost: host(friendlyCaptcha.scriptUrl) ?? '',
  captchaApiHost: host(friendlyCaptcha.apiOrigin) ?? '',
  /** The error-reporting (Sentry) ingest host, when this build reports errors. */
  errorReportHost: SENTRY_DSN ? host(SENTRY_DSN.replace(/\/\/[^@]*@/, '//')) : undefined,
  /** The chat vendor's script host, when this build has a chat widget. */
  chatHost: host(CHAT_WIDGET_SRC),
} as const;

/** The retention of the site's own measurements (docs/requirements/telemetry-service.md#privacy). */
export const TELEMETRY_RETENTION_DAYS = { vitals: 400, warnings: 90 } as const;
