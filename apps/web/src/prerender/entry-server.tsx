import { LANGUAGES, resolve, type Language, type ScreenName } from '@opstap/routes';
import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { App } from '../app/app.tsx';
import { headHtml, pageHead } from '../app/head.ts';
import { shareImageTexts } from '../app/share-image.ts';
import { activateLanguage, i18n } from '../i18n/i18n.ts';
import { screens } from '../lazy/screens.ts';
import { createAppRouter } from '../router.tsx';

/**
 * Renders one path at build time (scripts/prerender.mjs), in the language of its path, with its lazy
 * page and catalog loaded first: exactly what the browser will have when it hydrates.
 */
export interface RenderedPage {
  readonly path: string;
  readonly screen: ScreenName;
  readonly language: Language;
  /** The app's markup, for `<div id="root">`. */
  readonly html: string;
  /** `<title>`, description, canonical, hreflang and Open Graph tags. */
  readonly head: string;
}

export async function renderPage(url: string): Promise<RenderedPage> {
  const page = resolve(url);
  await Promise.all([activateLanguage(page.language), screens.load(page.screen)]);
  const router = createAppRouter(createMemoryHistory({ initialEntries: [url] }));
  await router.load();
  const html = renderToString(<App router={router} />);
  return {
    path: page.path,
    screen: page.screen,
    language: page.language,
    html,
    head: headHtml(pageHead(page, i18n)),
  };
}

/** The texts of every share image, in both languages (scripts/prerender.mjs draws them). */
export async function shareImages() {
  const all = [];
  for (const language of LANGUAGES) {
    await activateLanguage(language);
    all.push(...shareImageTexts(i18n, language));
  }
  return all;
}

// The route table, for the prerender's file list, the sitemap and the start server's rewrite.
export { EXACT_ROUTES, PATTERN_ROUTES, localizedPaths, resolve } from '@opstap/routes';
export { SITE_ORIGIN } from '../app/site.ts';
