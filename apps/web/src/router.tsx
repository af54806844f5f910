import { EXACT_ROUTES, PATTERN_ROUTES, resolve, type RouteEntry, type ScreenName } from '@opstap/routes';
import {
  createRootRoute,
  createRoute,
  createRouter,
  notFound,
  type RouterHistory,
} from '@tanstack/react-router';
import { RootLayout } from './app/root-layout.tsx';
import { activateLanguage } from './i18n/i18n.ts';
import { NOTICE_DELAY_MS, settleWithin } from './lazy/screen-loader.ts';
import { ScreenOutlet } from './app/screen-outlet.tsx';
import { screens } from './app/screens.ts';
import { createLogger } from './telemetry/logger.ts';
import { sendWarnLog } from './telemetry/warn-log.ts';

/**
 * The route tree, built from the one route table in @opstap/routes: one route per visible path, each
 * bound to its screen's lazy page (docs/decisions/0300-routing-one-route-per-path.md). The router only
 * matches; what a URL means (language, country, canonical) always comes from `resolve()`.
 */

const log = createLogger('router');

/**
 * Navigation waits for the page's chunk at most NOTICE_DELAY_MS, so a fast load swaps pages without a
 * blank frame and a slow one shows its notice on time (docs/requirements/site.md#page-loading).
 */
const waitForChunk = (screen: ScreenName) => settleWithin(screens.load(screen), NOTICE_DELAY_MS);

const rootRoute = createRootRoute({
  component: RootLayout,
  // The page's language is in its URL: the shell's and the screen's messages are loaded and the language
  // active before the page commits (docs/decisions/0311-catalog-per-screen.md), and the screen's chunk is
  // waited for, side by side. Here, not in each route's loader: the 404 has no route, and a language switch
  // re-renders the page on screen in the new language before the next one commits. One load per
  // navigation: a second call after a failure would retry it (and skip a failed stylesheet).
  // `beforeLoad` runs on every navigation (a root loader would only revalidate in the background).
  beforeLoad: async ({ location }) => {
    const { language, screen } = resolve(location.href);
    const catalog = activateLanguage(language, screen).catch((error: unknown) => {
      // The catalog is a lazy chunk like a page: its failure is reported the same way.
      const message = 'Could not load the catalog; the page keeps its language';
      log.warn(message, { error });
      sendWarnLog({ message, stacktrace: error instanceof Error ? (error.stack ?? '') : '' });
    });
    await Promise.all([catalog, waitForChunk(screen)]);
  },
});

const screenComponents = new Map<ScreenName, () => React.JSX.Element>();
function screenComponent(screen: ScreenName) {
  let component = screenComponents.get(screen);
  if (!component) {
    component = () => <ScreenOutlet screen={screen} />;
    screenComponents.set(screen, component);
  }
  return component;
}

function exactRoute(entry: RouteEntry) {
  return createRoute({
    getParentRoute: () => rootRoute,
    path: entry.path,
    staticData: { screen: entry.name },
    component: screenComponent(entry.name),
  });
}

// `/werkgevers-{name}` becomes the router's prefix parameter `/werkgevers-{$name}`; `resolve()` then
// checks the name (a slug), so the router and the table can never disagree on what is found.
function patternRoute(entry: RouteEntry) {
  return createRoute({
    getParentRoute: () => rootRoute,
    path: entry.path.replace('{name}', '{$name}'),
    staticData: { screen: entry.name },
    beforeLoad: ({ location }) => {
      if (resolve(location.pathname).screen !== entry.name) throw notFound();
    },
    component: screenComponent(entry.name),
  });
}

const routeTree = rootRoute.addChildren([
  ...EXACT_ROUTES.map(exactRoute),
  ...PATTERN_ROUTES.map(patternRoute),
]);

const NotFoundScreen = screenComponent('not-found');

export function createAppRouter(history?: RouterHistory) {
  return createRouter({
    routeTree,
    ...(history ? { history } : {}),
    // The paths are exact (docs/requirements/site.md#routes): `/Werkgevers` is not `/werkgevers`.
    caseSensitive: true,
    defaultNotFoundComponent: NotFoundScreen,
    // No router error screen: a render error reaches the app's root error boundary (renders nothing).
    disableGlobalCatchBoundary: true,
    // Pages show their own slow/failed notices (ScreenOutlet), and the root's `beforeLoad` settles within
    // NOTICE_DELAY_MS: the router's own pending UI is never wanted.
    defaultPendingMs: Infinity,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
  interface StaticDataRouteOption {
    /** The screen a route shows (from the route table). */
    screen?: ScreenName;
  }
}
