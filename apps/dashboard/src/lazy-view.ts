import { createElement, use, type ComponentType, type ReactElement } from 'react';

/**
 * A view whose code loads when it is first shown (or preloaded on intent: router.tsx), and loads again when
 * retried after a failure. TanStack's `lazyRouteComponent` keeps a failed import's error and reloads the
 * whole page on it: with the server down that page is the browser's own error, no navigation left. Here
 * the failure reaches the route's error component inside the shell (view-error.tsx), whose Retry imports
 * again (docs/requirements/telemetry-service.md#dashboard: each view fails on its own).
 */
export function lazyView<M extends Record<string, unknown>>(
  importer: () => Promise<M>,
  exportName: keyof M & string,
): (() => ReactElement | null) & { preload: () => Promise<void> } {
  let component: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const load = (): Promise<void> =>
    (loading ??= importer().then(
      (module) => {
        component = module[exportName] as ComponentType;
      },
      (error: unknown) => {
        // Forgotten, so the next render (a retry) imports again.
        loading = undefined;
        throw error;
      },
    ));
  function LazyView() {
    if (!component) use(load());
    return component ? createElement(component) : null;
  }
  LazyView.displayName = `Lazy(${exportName})`;
  LazyView.preload = load;
  return LazyView;
}
