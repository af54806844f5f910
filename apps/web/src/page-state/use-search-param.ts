import { useRouterState } from '@tanstack/react-router';
import { useHydrated } from './use-hydrated.ts';

/**
 * One query parameter of the committed URL (a token or a subject from an email link): `null` when absent.
 * The prerendered HTML has no query, so while React hydrates this is `undefined` (not known yet), and the
 * hydrating render matches the HTML.
 */
export function useSearchParam(name: string): string | null | undefined {
  const hydrated = useHydrated();
  const value = useRouterState({
    select: (state) => new URLSearchParams((state.resolvedLocation ?? state.location).searchStr).get(name),
  });
  return hydrated ? value : undefined;
}
