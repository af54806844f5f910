import { createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { AppShell } from './app-shell.tsx';
import { parseSearch } from './lib/search.ts';
import { AttributionView } from './views/attribution-view.tsx';
import { DistributionView } from './views/distribution-view.tsx';
import { OverviewView } from './views/overview-view.tsx';
import { ReleasesView } from './views/releases-view.tsx';
import { TrendsView } from './views/trends-view.tsx';
import { WarningsView } from './views/warnings-view.tsx';

/** One route per view; the view state is the URL's search (lib/search.ts), shared by every view. */
const root = createRootRoute({ component: AppShell, validateSearch: parseSearch });
const child = { getParentRoute: () => root } as const;
const routeTree = root.addChildren([
  createRoute({ ...child, path: '/', component: OverviewView }),
  createRoute({ ...child, path: '/trends', component: TrendsView }),
  createRoute({ ...child, path: '/distribution', component: DistributionView }),
  createRoute({ ...child, path: '/releases', component: ReleasesView }),
  createRoute({ ...child, path: '/attribution', component: AttributionView }),
  createRoute({ ...child, path: '/warnings', component: WarningsView }),
]);

export const router = createRouter({ routeTree, basepath: '/dashboard' });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
