/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

// The telemetry service the dev server proxies `/analytics/*` to, as the service serves the build itself.
// Where `pnpm start` or `pnpm dev` runs it (its PORT) unless TELEMETRY_ORIGIN names another
// (docs/requirements/deployment.md#ports).
const telemetry = process.env.TELEMETRY_ORIGIN ?? `http://127.0.0.1:${process.env.PORT ?? 4100}`;
/** Strict: a busy port stops the dev server rather than moving it. */
const DEV_PORT = Number(process.env.DASHBOARD_DEV_PORT ?? 5174);

/**
 * The analysts' dashboard (docs/requirements/telemetry-service.md#dashboard), built to static files under
 * `/dashboard/`, the prefix the telemetry service (and production nginx) serves them at.
 */
export default defineConfig({
  base: '/dashboard/',
  plugins: [react(), preloadApp()],
  define: { __DASHBOARD_VERSION__: JSON.stringify(version) },
  server: { host: '127.0.0.1', port: DEV_PORT, strictPort: true, proxy: { '/analytics/': telemetry } },
  test: { environment: 'node', testTimeout: 30_000 },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    modulePreload: { polyfill: false },
    rolldownOptions: { output: { hashCharacters: 'hex' } },
  },
});

/**
 * The entry waits for the first paint before it imports the app (src/main.tsx); a `prefetch` of the app chunk
 * and its static imports starts the download at once. Not `modulepreload`: a high-priority script fetch in
 * the head counts as render-blocking in Lighthouse's model and held its simulated first paint back by ~1.8 s
 * (docs/perf/dashboard.md).
 */
function preloadApp(): Plugin {
  return {
    name: 'opstap-dashboard-preload-app',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunks = Object.values(context.bundle ?? {}).filter((chunk) => chunk.type === 'chunk');
        // The app only: the overview's site trend (uPlot) is left to load with the view. Prefetched too, it
        // competed with the app in Lighthouse's simulated slow network and moved its LCP later
        // (docs/perf/dashboard.md).
        const wanted = chunks.filter((chunk) => chunk.name === 'app');
        if (wanted.length === 0) return [];
        // The entry is already loaded: the app imports from it (the modules they share live there).
        const entries = new Set(chunks.filter((chunk) => chunk.isEntry).map((c) => c.fileName));
        // Each with every chunk it imports statically, however deep.
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const files = new Set<string>();
        const add = (file: string) => {
          if (files.has(file)) return;
          files.add(file);
          for (const imported of byFile.get(file)?.imports ?? []) add(imported);
        };
        for (const chunk of wanted) add(chunk.fileName);
        return [...files]
          .filter((file) => !entries.has(file))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'prefetch', href: `/dashboard/${file}`, as: 'script', crossorigin: '' },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}
