import { startTransition, useEffect, useState } from 'react';

/** True once the first screen has committed: by then React has hydrated everything (see markHydrated). */
let documentHydrated = false;

/**
 * Called when a screen's content commits (app/screen-outlet.tsx). The screen sits inside the router's
 * Suspense boundary, which React 18 hydrates in a pass after the layout around it; so this, not the
 * layout's first effect, is when the server markup is all hydrated. Components mounted later (a client
 * navigation) then start hydrated, with no flash of the server's default.
 */
export function markHydrated(): void {
  documentHydrated = true;
}

/**
 * False while React hydrates server markup (and on the server), true otherwise. State that only the
 * browser knows (a cookie, the query string) waits for it, so the hydrating render matches the HTML.
 * The flip is a transition: React 18 turns a synchronous update that reaches a Suspense boundary still
 * hydrating into a client re-render of that boundary (error #421); a transition lets it finish first.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(documentHydrated);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
