import { expect, it } from 'vitest';
import { VIEWS } from './app-shell.tsx';
import { router } from './router.tsx';

// The navigation lists every view the router has, and nothing else: the e2e specs that visit "every view"
// read the list from the navigation (tests/e2e/dashboard-axe.spec.ts).
it('lists every route of the router in the navigation, and only those', () => {
  const routes = (router.routeTree.children as { options: { path: string } }[] | undefined) ?? [];
  const paths = routes.map((route) => route.options.path);
  expect([...paths].sort()).toEqual(VIEWS.map((view) => view.to).sort());
});
