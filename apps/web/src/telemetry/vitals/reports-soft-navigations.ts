/** Chromium 151+'s entry for a soft navigation; TypeScript's DOM library does not declare it yet. */
interface SoftNavigationGlobals {
  readonly PerformanceSoftNavigation?: {
    readonly prototype?: { readonly getLargestInteractionContentfulPaint?: unknown };
  };
}

/**
 * Whether web-vitals will report this browser's soft navigations as page views of their own: the same test
 * web-vitals makes before it observes them (its `lib/softNavs.ts`), so a report's `softNavigations` says
 * what web-vitals did (docs/requirements/client-telemetry.md#page-views).
 */
export function reportsSoftNavigations(win: typeof globalThis = globalThis): boolean {
  const soft = (win as typeof globalThis & SoftNavigationGlobals).PerformanceSoftNavigation;
  return (
    win.PerformanceObserver?.supportedEntryTypes?.includes('soft-navigation') === true &&
    typeof soft?.prototype?.getLargestInteractionContentfulPaint === 'function'
  );
}
