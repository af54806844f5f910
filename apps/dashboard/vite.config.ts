/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';

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
  plugins: [react(), preloadApp()],
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

/**
 * The entry waits for the first paint before it imports the app (src/main.tsx); a `modulepreload` of the app
 * chunk and its static imports lets the download start at once, without evaluating anything before that paint.
 */
function preloadApp(): Plugin {
  return {
    name: 'opstap-dashboard-preload-app',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunks = Object.values(context.bundle ?? {});
        const app = chunks.find((chunk) => chunk.type === 'chunk' && chunk.name === 'app');
        if (!app || app.type !== 'chunk') return [];
        return [app.fileName, ...app.imports.filter((file) => !file.startsWith('index-'))].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', href: `/dashboard/${file}`, crossorigin: '' },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
