import { I18nProvider } from '@lingui/react';
import { useEffect, useRef, type ComponentType } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { i18n } from '../i18n/i18n.ts';
import { createLogger } from '../telemetry/logger.ts';

/**
 * A part of a page whose code comes when it is about to be used, not with the page
 * (docs/decisions/0312-lead-form-island.md): the prerender renders it in full; in the
 * browser its prerendered markup stays as it is (a plain, working form: decision 0411) until it nears the
 * viewport or is touched, and then its chunk loads and it hydrates as a React root of its own. A root of its
 * own, not a Suspense boundary in the page's tree: a boundary left dehydrated makes every later update that
 * reaches it (the page state's hydration flip, a language change) wait for it or throw it away.
 */

const log = createLogger('island');

/** How far below the viewport an island starts loading: about a screen at a phone's height. */
const NEAR_VIEWPORT = '0px 0px 800px 0px';
/** Anything that means a person is using the island right now loads it at once. */
const USE_EVENTS = ['focusin', 'pointerdown', 'submit'] as const;
/** The client keeps the prerendered children: React hydrates no children under `dangerouslySetInnerHTML`. */
const KEEP_SERVER_MARKUP = { __html: '' };

/**
 * Whether a person already used the prerendered markup before the app took over: typed or chose something,
 * is in it, or submitted it (index.html's inline script marks a held submit `data-held`). Then it hydrates at
 * once, wherever the page is scrolled, so what they did is taken over and a held submit is sent.
 */
function usedBeforeHydration(element: HTMLElement): boolean {
  if (element.contains(document.activeElement) || element.querySelector('[data-held]')) return true;
  return [
    ...element.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
      'input, textarea, select',
    ),
  ].some((control) =>
    control instanceof HTMLSelectElement
      ? [...control.options].some((option) => option.selected !== option.defaultSelected)
      : control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')
        ? control.checked !== control.defaultChecked
        : control.value !== control.defaultValue,
  );
}

const preloads = new Set<() => Promise<unknown>>();

/** Loads every island's code (the prerender renders them in full, so it needs them before rendering). */
export function preloadIslands(): Promise<unknown> {
  return Promise.all([...preloads].map((load) => load()));
}

/** An island of one component with flat props; `name` marks its host (`data-island`) for tests and styles. */
export function island<P extends Record<string, string>>(
  name: string,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const get = (): Promise<ComponentType<P>> => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined; // the next use tries again
        throw error;
      },
    );
    return loading;
  };
  preloads.add(get);

  const tree = (Component: ComponentType<P>, props: P) => (
    <I18nProvider i18n={i18n}>
      <Component {...props} />
    </I18nProvider>
  );

  function Island(props: P) {
    const host = useRef<HTMLDivElement>(null);
    const root = useRef<{ root: Root; props: P } | null>(null);
    const latest = useRef(props);
    latest.current = props;
    // What the markup the island holds was rendered with: the first props and the page's language then.
    // A language switch or new props before the island starts make that markup stale: it is rendered
    // afresh then, not hydrated (hydrating Dutch markup with English props would be a mismatch).
    const rendered = useRef<{ props: P; locale: string } | null>(null);
    rendered.current ??= { props, locale: i18n.locale };
    const startNow = useRef<(() => void) | null>(null);
    const stale = () => {
      const server = rendered.current;
      const now = latest.current;
      return (
        !server ||
        i18n.locale !== server.locale ||
        Object.keys(now).some((key) => now[key] !== server.props[key])
      );
    };

    useEffect(() => {
      const element = host.current;
      if (!element) return;
      let done = false;
      let unmounted = false;
      const start = () => {
        if (done) return;
        done = true;
        stopWatching();
        get().then(
          (Component) => {
            if (unmounted) return; // the page went meanwhile
            // Hydrate what the prerender left, unless it is stale; a page rendered afresh (a client
            // navigation) has nothing to keep.
            const hydrate = element.firstChild !== null && !stale();
            if (!hydrate) element.replaceChildren();
            const props = latest.current;
            const created = hydrate
              ? hydrateRoot(element, tree(Component, props), {
                  // A language switch (or new props) while it hydrates makes React give up on the markup
                  // and render the island afresh, which is what a stale island should get: expected, not
                  // an error. Otherwise the markup and the code disagree, which is a bug.
                  onRecoverableError: (error) =>
                    stale()
                      ? log.info(`The ${name} was rendered afresh: the page changed while it hydrated`)
                      : log.error(`The ${name} did not hydrate`, { error }),
                })
              : createRoot(element);
            if (!hydrate) created.render(tree(Component, props));
            root.current = { root: created, props };
          },
          // The prerendered form stays and works as a plain form; a later use tries again.
          (error: unknown) => {
            if (unmounted) return;
            done = false;
            watch();
            log.warn(`The ${name} code did not load`, { error });
          },
        );
      };
      let observer: IntersectionObserver | undefined;
      const watch = () => {
        observer = new IntersectionObserver(
          (entries) => {
            if (entries.some((entry) => entry.isIntersecting)) start();
          },
          { rootMargin: NEAR_VIEWPORT },
        );
        observer.observe(element.firstElementChild ?? element);
        for (const type of USE_EVENTS) element.addEventListener(type, start, { capture: true });
      };
      const stopWatching = () => {
        observer?.disconnect();
        for (const type of USE_EVENTS) element.removeEventListener(type, start, { capture: true });
      };
      startNow.current = start;
      if (element.firstChild === null || usedBeforeHydration(element)) start();
      else watch();
      return () => {
        unmounted = true;
        done = true;
        stopWatching();
        const mounted = root.current;
        root.current = null;
        // Not inside the page's own commit: React refuses to unmount a root while it renders another.
        if (mounted) queueMicrotask(() => mounted.root.unmount());
      };
    }, []);

    // New props (rare: the same screen in another country) re-render the island's own root. Before it
    // started, they (or another language) make the kept markup stale: start now, so it is rendered in the
    // page's new language rather than showing the old one until it nears the viewport.
    useEffect(() => {
      const mounted = root.current;
      if (!mounted) {
        if (stale()) startNow.current?.();
        return;
      }
      if (!loaded) return;
      const changed = Object.keys(props).some((key) => props[key] !== mounted.props[key]);
      if (changed) {
        mounted.root.render(tree(loaded, props));
        mounted.props = props;
      }
    });

    // The prerender (no window) renders the island in full; the browser keeps it (KEEP_SERVER_MARKUP).
    if (typeof window === 'undefined') {
      if (!loaded) throw new Error(`The ${name} island was rendered before preloadIslands()`);
      return (
        <div className="island" data-island={name}>
          {tree(loaded, props)}
        </div>
      );
    }
    return (
      <div
        ref={host}
        className="island"
        data-island={name}
        dangerouslySetInnerHTML={KEEP_SERVER_MARKUP}
        suppressHydrationWarning
      />
    );
  }
  return Island;
}
