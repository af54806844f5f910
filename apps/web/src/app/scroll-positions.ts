import type { RegisteredRouter } from '@tanstack/react-router';

/**
 * Where a page starts after a client navigation (docs/decisions/0315-scroll-positions.md):
 * a new page at its top, or at the element its `#hash` names; back and forward where the visitor left it.
 * Not left to the browser's own restoration: when it applies it around a page the router renders later is
 * each engine's own heuristic.
 */
export function keepScrollPositions(router: RegisteredRouter): void {
  /** The position of each history entry of this document, by the router's key for the entry. */
  const positions = new Map<string, number>();
  const entry = (location: { href: string; state: { __TSR_key?: string } }) =>
    location.state.__TSR_key ?? location.href;
  let traversal = false;

  history.scrollRestoration = 'manual';
  // Leaving the document (another site, a reload): the browser keeps and restores its position then.
  addEventListener('pagehide', () => (history.scrollRestoration = 'auto'));
  addEventListener('pageshow', (event) => event.persisted && (history.scrollRestoration = 'manual'));

  // Called before the router's own listener (registered when the app mounts), so `traversal` is this
  // navigation's.
  router.history.subscribe(({ action }) => {
    traversal = action.type !== 'PUSH' && action.type !== 'REPLACE';
  });
  router.subscribe('onBeforeLoad', ({ fromLocation }) => {
    if (fromLocation) positions.set(entry(fromLocation), scrollY);
  });
  router.subscribe('onRendered', ({ toLocation, hrefChanged }) => {
    // The first render keeps whatever the visitor did with the prerendered page.
    if (!hrefChanged) return;
    const saved = traversal ? positions.get(entry(toLocation)) : undefined;
    if (saved !== undefined) scrollTo(0, saved);
    else if (toLocation.hash) document.getElementById(toLocation.hash)?.scrollIntoView();
    else scrollTo(0, 0);
  });
}
