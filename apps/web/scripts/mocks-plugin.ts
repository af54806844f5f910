import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Whether a build carries the MSW worker (docs/decisions/0400-mocks-switch.md): a build or dev server
 * started with `VITE_ENABLE_MOCKS=true` (the end-to-end tests, or a developer who wants `?mock=` answers).
 * Plain `pnpm dev` talks to the platform stand-in instead (decision 0322). Never a production build;
 * never Vitest, which uses the Node server of src/mocks/node.ts.
 */
export function mocksEnabled(_command: 'serve' | 'build', mode: string): boolean {
  if (mode === 'test') return false;
  return process.env.VITE_ENABLE_MOCKS === 'true';
}

/**
 * Compile-time switches, so a production build drops the mock and test-captcha code entirely (a runtime
 * `import.meta.env` check left their chunks in the bundle), and leaves out the copied service worker.
 */
export function mocksPlugin(enabled: boolean, mode: string): Plugin {
  // The dev server talks to the stand-in, which takes the test captcha's solution like the mocks do.
  const provider =
    process.env.VITE_CAPTCHA_PROVIDER ??
    (enabled || mode === 'test' || mode === 'development' ? 'test' : 'friendly');
  let outDir = 'dist';
  return {
    name: 'opstap-mocks-switch',
    config: () => ({
      define: {
        __OPSTAP_MOCKS__: JSON.stringify(enabled),
        __OPSTAP_CAPTCHA__: JSON.stringify(provider === 'test' ? 'test' : 'friendly'),
      },
    }),
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle() {
      if (!enabled) rmSync(join(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}
