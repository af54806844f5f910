import type { Plugin } from 'vite';
import { assertPinned } from './pinned-package.ts';

/** TanStack React Router's route classes (`createRoute`, `createRootRoute` and the route API). */
const ROUTE_MODULE = /[\\/]@tanstack[\\/]react-router[\\/]dist[\\/]esm[\\/]route\.js$/;
const LINK_IMPORT = 'import { Link } from "./link.js";\n';
/** `this.Link = React.forwardRef(…)`: one per route class. */
const LINK_MEMBER = /\n\t\tthis\.Link = React\.forwardRef\(\(props, ref\) => \{[\s\S]*?\n\t\t\}\);/g;
/** `this.useSearch = (opts) => { … };`, `this.notFound = …`: the route-bound hooks of each route class. */
const HOOK_MEMBERS = /\n\t\tthis\.(?:use[A-Za-z]+|notFound) = \([^)]*\) => \{[\s\S]*?\n\t\t\};/g;
/** The router version this removal was checked against (package.json pins it exactly). */
export const ROUTER_VERSION = '1.170.46';
/** The route classes that carry them: RouteApi, Route, RootRoute. */
const CLASSES_WITH_MEMBERS = 3;

/**
 * Removes the route-bound `Link` and hooks (`route.Link`, `route.useSearch()`, …) from the router's route
 * classes (docs/decisions/0313-route-api-left-out.md). They are assigned in each route's constructor, so
 * the bundler keeps them, and with them the router's whole `Link` component, though the site never uses
 * them: its links are plain anchors (src/components/internal-link.tsx) and it reads router state with the
 * package's own hooks. About 2 kB gzip of every first visit.
 *
 * Fails the build when the router is not the version this was checked against, and when the module no
 * longer has the shape this expects, so the bytes can neither return nor the removal break unseen.
 */
export function stripRouteApi(code: string): string {
  const links = code.match(LINK_MEMBER)?.length ?? 0;
  const hooks = code.match(HOOK_MEMBERS)?.length ?? 0;
  if (!code.includes(LINK_IMPORT) || links !== CLASSES_WITH_MEMBERS || hooks < CLASSES_WITH_MEMBERS) {
    throw new Error(
      `@tanstack/react-router's route.js has changed (found ${links} route Link members, ${hooks} route ` +
        'hooks): check what scripts/route-api-plugin.ts removes against the new version',
    );
  }
  const out = code.replace(LINK_IMPORT, '').replace(LINK_MEMBER, '').replace(HOOK_MEMBERS, '');
  if (/\bLink\b/.test(out.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, ''))) {
    throw new Error("@tanstack/react-router's route.js still refers to Link after the route API was removed");
  }
  return out;
}

/** The browser build only: the prerender's bundle is never shipped. */
export function routeApiPlugin(): Plugin {
  return {
    name: 'opstap-route-api',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    buildStart() {
      assertPinned('@tanstack/react-router', ROUTER_VERSION, 'scripts/route-api-plugin.ts');
    },
    transform(code, id) {
      if (!ROUTE_MODULE.test(id)) return;
      return { code: stripRouteApi(code), map: null };
    },
  };
}
