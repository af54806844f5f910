import './styles/base.css';
import './styles/content.css';
import './styles/forms.css';
import './styles/lists.css';
import { I18nProvider } from '@lingui/react';
import { canonicalHref, resolve } from '@opstap/routes';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { App } from './app/app.tsx';
import { installGlobalHandlers } from './app/global-handlers.ts';
import { isAllowedHost } from './app/host-guard.ts';
import { i18n } from './i18n/i18n.ts';
import { LoadNotice } from './lazy/load-notice.tsx';
import { PAGE_TIMEOUT_MS, settleWithin } from './lazy/screen-loader.ts';
import { captureEarlyInput, restoreKeptInput } from './lib/early-input.ts';
import { screens } from './app/screens.ts';
import { keepScrollPositions } from './app/scroll-positions.ts';
import { createAppRouter } from './router.tsx';
import { sendWarnLog } from './telemetry/warn-log.ts';
import { createLogger } from './telemetry/logger.ts';
import { startTelemetry } from './telemetry/start-telemetry.ts';

const log = createLogger('boot');

/** The prerender stamps the path it rendered on the root (scripts/prerender.mjs). */
const PRERENDERED_ATTR = 'data-prerendered';

// React 18 (decision 0302): render errors are the root error boundary's to report.
const rootOptions: RootOptions = {
  onRecoverableError: (error) => log.error('Hydration failed; React rendered the page afresh', { error }),
};

/**
 * The load-error notice for a prerendered page whose chunk failed: the page, and whatever was typed into it,
 * stays (docs/decisions/0411-hydration-safe-forms.md), and the notice sits in a bar fixed to the bottom of the
 * viewport, so it moves nothing on the page (docs/decisions/0302-lazy-pages-and-notices.md). Its own root.
 */
function showLoadErrorBar(): void {
  const host = document.createElement('div');
  host.className = 'load-notice-bar';
  document.body.append(host);
  flushSync(() =>
    createRoot(host).render(
      <I18nProvider i18n={i18n}>
        <LoadNotice kind="error" />
      </I18nProvider>,
    ),
  );
}

async function boot(root: HTMLElement): Promise<void> {
  installGlobalHandlers();
  // What was typed before a retry's reload goes back at once, before the app arrives.
  restoreKeptInput(root);
  const page = resolve(window.location.href);
  const router = createAppRouter();
  keepScrollPositions(router);
  // Nothing is fetched at boot but the page's own chunk and catalog (docs/requirements/site.md#page-loading),
  // and both before the first render, so hydration finds exactly what the prerender rendered.
  await Promise.all([router.load(), settleWithin(screens.load(page.screen), PAGE_TIMEOUT_MS)]);

  if (!i18n.locale) {
    // The catalog did not load: the prerendered page stays as it is, readable, without the app.
    sendWarnLog({ message: `The ${page.language} catalog did not load; the page stays static` });
    return;
  }

  const prerendered = root.getAttribute(PRERENDERED_ATTR) === canonicalHref(page);
  if (prerendered && screens.state(page.screen)?.status !== 'loaded') {
    // The prerendered page is readable as it is: a late chunk is no error to show the reader. It is reported
    // (the screen loader's warnings at 500 ms and 10 s) and awaited, and nothing covers or moves the page
    // meanwhile (docs/decisions/0302-lazy-pages-and-notices.md). Only a chunk that fails says so, in a bar
    // that moves nothing; the page stays static then, and the bar's retry keeps what was typed.
    try {
      await screens.load(page.screen);
    } catch {
      showLoadErrorBar();
      return;
    }
  }

  // Hydrate only markup rendered for exactly this page: its canonical URL (one file per version, decisions
  // 0321 and 0326), a `country=` in the URL only where the markup was rendered with it (`?country=nl` and
  // Dutch for the UK get the default market's file, whose links carry no country), and the page's chunk at
  // hand. Otherwise render afresh. Either way the forms adopt what was typed into the prerendered page
  // (captured here, before a fresh render).
  captureEarlyInput(root);
  const countryInMarkup = canonicalHref(page).includes('country=');
  const sameMarkup =
    prerendered &&
    page.path === page.canonical &&
    (page.countryFrom === 'query') === countryInMarkup &&
    screens.state(page.screen)?.status === 'loaded';

  if (sameMarkup) {
    // What TanStack's own SSR hydration sets: the router then renders the tree the server rendered
    // (no client-only Suspense boundary around the matches), so hydration finds the same structure.
    router.ssr = { manifest: undefined };
    hydrateRoot(root, <App router={router} />, rootOptions);
  } else {
    const fresh = createRoot(root, rootOptions);
    root.replaceChildren();
    flushSync(() => fresh.render(<App router={router} />));
  }
}

const root = document.getElementById('root');
if (!isAllowedHost(window.location.hostname)) {
  // A mirror or phishing copy: remove the prerendered page too, and say why.
  document.body.replaceChildren();
  log.error(`Refusing to start on host "${window.location.hostname}": not the site's domain`);
} else if (root) {
  // Tested on the constant itself, so every build drops the import (decision 0400).
  if (__OPSTAP_SCENARIOS_OFF__) {
    void import('./mocks/scenarios-off-notice.ts').then((notice) => notice.noticeWhenScenariosOff());
  }
  boot(root)
    .catch((error: unknown) => log.error('The app failed to start', { error }))
    // Telemetry last, off the hydration path: it loads its code when the page is idle
    // (docs/requirements/client-telemetry.md). Also after a failed start, whose error it then reports, and
    // for a page left static (its vitals still count).
    .finally(() => startTelemetry());
}
