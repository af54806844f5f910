import { createRootRoute, createRoute, createRouter, lazyRouteComponent } from '@tanstack/react-router';
import { AppShell } from './app-shell.tsx';
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
    component: lazyRouteComponent(() => import('./views/trends-view.tsx'), 'TrendsView'),
  }),
  createRoute({
    ...child,
    path: '/distribution',
    component: lazyRouteComponent(() => import('./views/distribution-view.tsx'), 'DistributionView'),
  }),
  createRoute({
    ...child,
    path: '/segments',
    component: lazyRouteComponent(() => import('./views/segments-view.tsx'), 'SegmentsView'),
  }),
  createRoute({
    ...child,
    path: '/releases',
    component: lazyRouteComponent(() => import('./views/releases-view.tsx'), 'ReleasesView'),
  }),
  createRoute({
    ...child,
    path: '/attribution',
    component: lazyRouteComponent(() => import('./views/attribution-view.tsx'), 'AttributionView'),
  }),
  createRoute({
    ...child,
    path: '/navigations',
    component: lazyRouteComponent(() => import('./views/navigations-view.tsx'), 'NavigationsView'),
  }),
  createRoute({
    ...child,
    path: '/warnings',
    component: lazyRouteComponent(() => import('./views/warnings-view.tsx'), 'WarningsView'),
  }),
]);

export const router = createRouter({ routeTree, basepath: '/dashboard' });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
