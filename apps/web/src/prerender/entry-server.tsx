import { canonicalHref, LANGUAGES, resolve, type Language, type ScreenName } from '@opstap/routes';
import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { App } from '../app/app.tsx';
import { headHtml, pageHead } from '../app/head.ts';
import { provideSnapshots, usedSnapshots, type Snapshots } from '../api/snapshot.ts';
import { shareImageTexts } from '../app/share-image.ts';
import { activateLanguage, i18n, loadCatalogPart } from '../i18n/i18n.ts';
import { screens } from '../app/screens.ts';
import { preloadIslands } from '../lazy/island.tsx';
import { createAppRouter } from '../router.tsx';
import { structuredDataHtml } from './structured-data.ts';

/**
 * Renders one path at build time (scripts/prerender.mjs), in the language of its path, with its lazy
 * page and catalog loaded first: exactly what the browser will have when it hydrates.
 */
export interface RenderedPage {
  /** The URL rendered, as `#root` stamps it: the canonical URL (`/contact?lang=nl`), or `/404`. */
  readonly path: string;
  readonly screen: ScreenName;
  readonly language: Language;
  /** The app's markup, for `<div id="root">`. */
  readonly html: string;
  /** `<title>`, description, canonical, hreflang and Open Graph tags. */
  readonly head: string;
  /** The platform snapshots the page rendered (decision 0323), to embed for the hydration. */
  readonly snapshots: Snapshots;
}

export async function renderPage(url: string, snapshots: Snapshots = {}): Promise<RenderedPage> {
  provideSnapshots(snapshots);
  const page = resolve(url);
  await Promise.all([activateLanguage(page.language, page.screen), screens.load(page.screen)]);
  const router = createAppRouter(createMemoryHistory({ initialEntries: [url] }));
  await router.load();
  // The page's islands render in full here; in the browser they hydrate when used (src/lazy/island.tsx).
  await preloadIslands();
  const html = renderToString(<App router={router} />);
  // A render error inside a Suspense boundary (the router wraps each page in one) does not throw here:
  // React leaves the part to the browser and writes its message into the markup. The page would then
  // render afresh on arrival, or fail there too (a missing message): the build fails instead.
  const failed = /<!--\$!--><template data-msg="([^"]*)"/.exec(html);
  if (failed) throw new Error(`${url} did not render on the server: ${failed[1] ?? 'no message'}`);
  return {
    path: page.screen === 'not-found' ? page.path : canonicalHref(page),
    screen: page.screen,
    language: page.language,
    html,
    head: headHtml(pageHead(url, i18n)) + structuredDataHtml(url, i18n),
    snapshots: usedSnapshots(),
  };
}

/** The texts of every share image, in both languages (scripts/prerender.mjs draws them). */
export async function shareImages() {
  const all = [];
  for (const language of LANGUAGES) {
    // Titles and kickers are the shell's messages (src/app/screen-meta.ts).
    await loadCatalogPart(language, 'shell');
    i18n.activate(language);
    all.push(...shareImageTexts(i18n, language));
  }
  return all;
}

export { takeSnapshots } from '../api/take-snapshots.ts';
export { SNAPSHOT_ELEMENT_ID } from '../api/snapshot.ts';

// The route table, for the prerender's file list, the sitemap and the start server's rules.
export {
  alternates,
  DEFAULT_LANGUAGE,
  EXACT_ROUTES,
  isIndexable,
  LANGUAGES,
  notFoundFile,
  PAGE_ROUTES,
  pageFile,
  pageVersions,
  versionUrl,
  resolve,
  serveRules,
  decide,
} from '@opstap/routes';
export { SITE_ORIGIN } from '../config/build-config.ts';
