/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

// The telemetry service the dev server proxies `/analytics/*` to, as the service serves the build itself.
const telemetry = process.env.TELEMETRY_ORIGIN ?? 'http://127.0.0.1:4100';

/**
 * The analysts' dashboard (docs/requirements/telemetry-service.md#dashboard), built to static files under
 * `/dashboard/`, the prefix the telemetry service (and production nginx) serves them at.
 */
export default defineConfig({
  base: '/dashboard/',
  plugins: [react()],
  define: { __DASHBOARD_VERSION__: JSON.stringify(version) },
  server: { proxy: { '/analytics': telemetry } },
  test: { environment: 'node', testTimeout: 30_000 },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    modulePreload: { polyfill: false },
    rolldownOptions: { output: { hashCharacters: 'hex' } },
  },
});
