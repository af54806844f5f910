import { resolve, type Country, type Language, type Resolved } from '@opstap/routes';
import { useRouterState } from '@tanstack/react-router';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { geoCountry, SCAM_WARNING_COUNTRY } from './geo.ts';
import { useHydrated } from './use-hydrated.ts';

/** What every screen knows about the page (docs/requirements/site.md#languages-and-countries). */
export interface PageState {
  readonly language: Language;
  readonly country: Country;
  readonly showScamWarning: boolean;
  /** The resolved URL, for building links that keep the country (`linkTo(screen, page.resolved)`). */
  readonly resolved: Resolved;
}

const PageStateContext = createContext<PageState | null>(null);

/** The page's URL as the router last committed it (not a navigation still loading). */
export function useCommittedHref(): string {
  return useRouterState({ select: (state) => (state.resolvedLocation ?? state.location).href });
}

export function PageStateProvider({ children }: { children: ReactNode }) {
  const href = useCommittedHref();
  // The cookie is the browser's alone: read after hydration so the first render matches the HTML.
  const showScamWarning = useHydrated() && geoCountry() === SCAM_WARNING_COUNTRY;
  // A new value only when something in it changed: hydration alone must not reach the screen's Suspense
  // boundary, which React 18 would then render afresh, and throw away, before hydrating it
  // (docs/decisions/0329-icon-sprite-hashed.md).
  const state = useMemo<PageState>(() => {
    const resolved = resolve(href);
    return { language: resolved.language, country: resolved.country, resolved, showScamWarning };
  }, [href, showScamWarning]);
  return <PageStateContext.Provider value={state}>{children}</PageStateContext.Provider>;
}

export function usePageState(): PageState {
  const state = useContext(PageStateContext);
  if (!state) throw new Error('usePageState outside PageStateProvider');
  return state;
}
