import type { Plugin } from 'vite';
import { assertPinned, packageUrl } from './pinned-package.ts';

/** TanStack's router core: the class whose constructor starts the router's scroll handling. */
const ROUTER_MODULE = /[\\/]@tanstack[\\/]router-core[\\/]dist[\\/]esm[\\/]router\.js$/;
const SETUP_IMPORT = 'import { setupScrollRestoration } from "./scroll-restoration.js";\n';
/** The router core this removal was checked against: the exact version @tanstack/react-router depends on. */
export const ROUTER_CORE_VERSION = '1.171.39';
/** The one call, made when the router's stores are created in the browser. */
const SETUP_CALL = /\n\t*if \(!\(isServer \?\? this\.isServer\)\) setupScrollRestoration\(this\);/g;

/**
 * Removes the router's own scroll handling from the browser build
 * (docs/decisions/0315-scroll-positions.md): the app keeps each history entry's position
 * itself (src/app/scroll-positions.ts), in a fraction of the code (selectors for every scrolled element, a
 * sessionStorage cache, per-route options the site does not use). About 0.9 kB gzip of every first visit.
 *
 * Fails the build when the router core is not the version this was checked against, and when the module
 * no longer has the shape this expects, so the bytes can neither return nor the removal break unseen.
 */
export function stripScrollRestoration(code: string): string {
  const calls = code.match(SETUP_CALL)?.length ?? 0;
  if (!code.includes(SETUP_IMPORT) || calls !== 1) {
    throw new Error(
      `@tanstack/router-core's router.js has changed (found ${calls} calls of setupScrollRestoration): check ` +
        'what scripts/scroll-restoration-plugin.ts removes against the new version',
    );
  }
  const out = code.replace(SETUP_IMPORT, '').replace(SETUP_CALL, '');
  if (out.includes('setupScrollRestoration') || out.includes('scroll-restoration.js')) {
    throw new Error(
      "@tanstack/router-core's router.js still refers to its scroll restoration after the removal",
    );
  }
  return out;
}

/** The browser build only: the prerender never scrolls, and its bundle is never shipped. */
export function scrollRestorationPlugin(): Plugin {
  return {
    name: 'opstap-scroll-restoration',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    buildStart() {
      assertPinned(
        '@tanstack/router-core',
        ROUTER_CORE_VERSION,
        'scripts/scroll-restoration-plugin.ts',
        packageUrl('@tanstack/react-router'),
      );
    },
    transform(code, id) {
      if (!ROUTER_MODULE.test(id)) return;
      return { code: stripScrollRestoration(code), map: null };
    },
  };
}
