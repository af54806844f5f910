import { createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { AppShell } from './app-shell.tsx';
import { Loading } from './components/states.tsx';
import { ViewError } from './components/view-error.tsx';
import { lazyView } from './lazy-view.ts';
import { parseSearch } from './lib/search.ts';
// The landing view is in the entry chunk: no second round trip before the first answer is asked for.
import { OverviewView } from './views/overview-view.tsx';

/** One route per view, each its own chunk (uPlot only where a view draws); the view state is the URL's search (lib/search.ts), shared by every view. */
const root = createRootRoute({ component: AppShell, validateSearch: parseSearch });
const child = { getParentRoute: () => root } as const;
const routeTree = root.addChildren([
  createRoute({ ...child, path: '/', component: OverviewView }),
  createRoute({
    ...child,
    path: '/trends',
    component: lazyView(() => import('./views/trends-view.tsx'), 'TrendsView'),
  }),
  createRoute({
    ...child,
    path: '/distribution',
    component: lazyView(() => import('./views/distribution-view.tsx'), 'DistributionView'),
  }),
  createRoute({
    ...child,
    path: '/segments',
    component: lazyView(() => import('./views/segments-view.tsx'), 'SegmentsView'),
  }),
  createRoute({
    ...child,
    path: '/releases',
    component: lazyView(() => import('./views/releases-view.tsx'), 'ReleasesView'),
  }),
  createRoute({
    ...child,
    path: '/attribution',
    component: lazyView(() => import('./views/attribution-view.tsx'), 'AttributionView'),
  }),
  createRoute({
    ...child,
    path: '/phases',
    component: lazyView(() => import('./views/phases-view.tsx'), 'PhasesView'),
  }),
  createRoute({
    ...child,
    path: '/navigations',
    component: lazyView(() => import('./views/navigations-view.tsx'), 'NavigationsView'),
  }),
  createRoute({
    ...child,
    path: '/budgets',
    component: lazyView(() => import('./views/budgets-view.tsx'), 'BudgetsView'),
  }),
  createRoute({
    ...child,
    path: '/warnings',
    component: lazyView(() => import('./views/warnings-view.tsx'), 'WarningsView'),
  }),
  createRoute({
    ...child,
    path: '/export',
    component: lazyView(() => import('./views/export-view.tsx'), 'ExportView'),
  }),
]);

/**
 * A view that fails shows its error inside the shell, with a retry; the navigation stays (ViewError). A view's
 * code is fetched when a link to it is hovered or focused (intent), so switching is quick and mostly works
 * even when the server has gone away since.
 */
export const router = createRouter({
  routeTree,
  basepath: '/dashboard',
  defaultErrorComponent: ViewError,
  defaultPendingComponent: () => <Loading what="the view" />,
  defaultPreload: 'intent',
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
