import {
  EXACT_ROUTES,
  LANGUAGES,
  resolve,
  SCREEN_NAMES,
  type Language,
  type ScreenName,
} from '@opstap/routes';
import { describe, expect, it, vi } from 'vitest';

/**
 * Each screen renders with its catalog part and the shell's alone (docs/decisions/0311-catalog-per-screen.md):
 * in a fresh module graph (nothing another screen loaded is left in the catalog), a message of the screen
 * that its part lacks throws `MissingTranslationError` while it renders, as it would in the browser, and
 * `renderPage` fails (the prerender's own check).
 */
function oneUrlPerScreenAndLanguage(): Array<{ screen: ScreenName; language: Language; url: string }> {
  const found = new Map<string, { screen: ScreenName; language: Language; url: string }>();
  const urls = EXACT_ROUTES.flatMap((route) => LANGUAGES.map((lang) => `${route.path}?lang=${lang}`));
  // The 404 in both languages: a Dutch path's and an English one's.
  urls.push('/werkgevers/extra', '/employers/extra');
  for (const url of urls) {
    const { screen, language } = resolve(url);
    found.set(`${screen}:${language}`, { screen, language, url });
  }
  return [...found.values()];
}

describe('the catalog parts', () => {
  const cases = oneUrlPerScreenAndLanguage();

  it('cover every screen in both languages', () => {
    expect(cases).toHaveLength(SCREEN_NAMES.length * LANGUAGES.length);
  });

  it.each(cases)('hold every message $screen uses in $language', async ({ url, screen, language }) => {
    vi.resetModules();
    const { renderPage } = await import('./entry-server.tsx');
    const page = await renderPage(url);
    expect([page.screen, page.language]).toEqual([screen, language]);
  });
});
