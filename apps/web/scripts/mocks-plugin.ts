import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { loadEnv, type Plugin } from 'vite';

/**
 * The build's two compile-time switches (docs/decisions/0400-mocks-switch.md): whether the MSW worker is in
 * it, and which captcha provider it uses. Both come from the build's environment as Vite loads it for the
 * app (`VITE_ENABLE_MOCKS`, `VITE_CAPTCHA_PROVIDER`, typed in src/env.d.ts), so `.env` files count the same
 * here and in src/config/build-config.ts. The worker only with `VITE_ENABLE_MOCKS=true` (the end-to-end
 * tests, or a developer who wants `?mock=` answers); plain `pnpm dev` talks to the platform stand-in
 * (decision 0322). Never a production build; never Vitest (mode `test`), which uses src/mocks/node.ts.
 *
 * They are `define` constants, not `import.meta.env` reads, so a production build drops the mock and
 * test-captcha code entirely (a runtime check left their chunks in the bundle), and the plugin leaves out
 * the copied service worker.
 */
export interface BuildSwitches {
  readonly mocks: boolean;
  readonly captcha: 'friendly' | 'test';
}

/** The two switches of a build, from its mode and its `VITE_` environment (as Vite loads it). */
export function buildSwitches(mode: string, env: Record<string, string>): BuildSwitches {
  const mocks = mode !== 'test' && env.VITE_ENABLE_MOCKS === 'true';
  // The dev server talks to the stand-in, which takes the test captcha's solution like the mocks do.
  const provider =
    env.VITE_CAPTCHA_PROVIDER || (mocks || mode === 'test' || mode === 'development' ? 'test' : 'friendly');
  return { mocks, captcha: provider === 'test' ? 'test' : 'friendly' };
}

/** The build's `VITE_` environment, as Vite loads it for the app (`.env` files included). */
export function viteEnv(config: { envDir?: string | false; root?: string }, mode: string) {
  return loadEnv(mode, config.envDir || config.root || process.cwd(), 'VITE_');
}

export function mocksPlugin(): Plugin {
  let enabled = false;
  let outDir = 'dist';
  return {
    name: 'opstap-mocks-switch',
    config(config, { mode, command }) {
      const env = viteEnv(config, mode);
      const switches = buildSwitches(mode, env);
      enabled = switches.mocks;
      const provider = switches.captcha;
      // A production build without the site key would ship a lead form no visitor can send
      // (docs/requirements/deployment.md#build-settings): it fails here, naming what to set.
      if (command === 'build' && provider !== 'test' && !env.VITE_FRIENDLY_CAPTCHA_SITEKEY) {
        throw new Error(
          'VITE_FRIENDLY_CAPTCHA_SITEKEY is not set: a production build needs the Friendly Captcha site key ' +
            '(docker compose: the web build argument of the same name). A local build that is not production: ' +
            'VITE_CAPTCHA_PROVIDER=test.',
        );
      }
      return {
        define: {
          __OPSTAP_MOCKS__: JSON.stringify(enabled),
          __OPSTAP_CAPTCHA__: JSON.stringify(provider),
          // The dev server without the worker says so on a page that asks for a scenario (decision 0400).
          __OPSTAP_SCENARIOS_OFF__: JSON.stringify(command === 'serve' && mode === 'development' && !enabled),
        },
      };
    },
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle() {
      if (enabled) return;
      for (const file of ['mockServiceWorker.js', 'mock-worker.js'])
        rmSync(join(outDir, file), { force: true });
    },
  };
}
