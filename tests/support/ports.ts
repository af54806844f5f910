/**
 * Ports the end-to-end run uses: apart from the product's own (4173, 4100) so a running `pnpm start`
 * never answers in its place.
 */
export const E2E_WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 4273);
export const E2E_TELEMETRY_PORT = Number(process.env.E2E_TELEMETRY_PORT ?? 4200);
export const WEB_ORIGIN = `http://127.0.0.1:${E2E_WEB_PORT}`;
export const TELEMETRY_ORIGIN = `http://127.0.0.1:${E2E_TELEMETRY_PORT}`;

/** `pnpm start` as the e2e test of it runs it (tests/e2e/start.spec.ts): its site and platform stand-in. */
export const E2E_START_WEB_PORT = Number(process.env.E2E_START_WEB_PORT ?? 4275);
export const E2E_PLATFORM_PORT = Number(process.env.E2E_PLATFORM_PORT ?? 4280);
/** ... and its telemetry service: next to its site's port unless set. */
export const E2E_START_TELEMETRY_PORT = Number(
  process.env.E2E_START_TELEMETRY_PORT ?? E2E_START_WEB_PORT + 1,
);

/** The web dev server (`vite`) as the e2e test of the dev loop runs it, and its platform stand-in. */
export const E2E_DEV_WEB_PORT = Number(process.env.E2E_DEV_WEB_PORT ?? E2E_START_WEB_PORT + 2);
export const E2E_DEV_PLATFORM_PORT = Number(process.env.E2E_DEV_PLATFORM_PORT ?? E2E_PLATFORM_PORT + 2);
