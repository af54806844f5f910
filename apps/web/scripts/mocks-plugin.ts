import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { loadEnv, type Plugin } from 'vite';

/**
 * The build's two compile-time switches (docs/decisions/0400-mocks-switch.md): whether the MSW mocks are in
 * it, and which captcha provider it uses. Both come from the build's environment as Vite loads it for the
 * app (`VITE_ENABLE_MOCKS`, `VITE_CAPTCHA_PROVIDER`, typed in src/env.d.ts), so `.env` files count the same
 * here and in src/config/build-config.ts.
 *
 * They are `define` constants, not `import.meta.env` reads, so a production build drops the mock and
 * test-captcha code entirely (a runtime check left their chunks in the bundle), and the plugin leaves out
 * the copied service worker. Vitest (mode `test`) has no mocks in the page: it uses src/mocks/node.ts.
 */
export function mocksPlugin(): Plugin {
  let enabled = false;
  let outDir = 'dist';
  return {
    name: 'opstap-mocks-switch',
    config(config, { command, mode }) {
      const env = loadEnv(mode, config.envDir || config.root || process.cwd(), 'VITE_');
      enabled = mode !== 'test' && (command === 'serve' || env.VITE_ENABLE_MOCKS === 'true');
      const provider = env.VITE_CAPTCHA_PROVIDER || (enabled || mode === 'test' ? 'test' : 'friendly');
      return {
        define: {
          __OPSTAP_MOCKS__: JSON.stringify(enabled),
          __OPSTAP_CAPTCHA__: JSON.stringify(provider === 'test' ? 'test' : 'friendly'),
        },
      };
    },
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle() {
      if (!enabled) rmSync(join(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}
