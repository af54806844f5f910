/**
 * The apps that send vitals (`appType` on the wire): the marketing site, and the analysts' dashboard, which
 * watches itself with the same service (docs/requirements/telemetry-service.md#dashboard). The query API
 * answers for the site unless asked for another app, so the dashboard's own page views never count as the
 * site's (docs/requirements/telemetry-service.md#query-api).
 */
export const APP_TYPES = { site: 'home-page', dashboard: 'dashboard' } as const;
