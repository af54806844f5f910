import { setupI18n, type I18n } from '@lingui/core';
import type { Language, ScreenName } from '@opstap/routes';
import { CATALOG_PARTS } from 'virtual:opstap-catalog-parts';
import { IS_DEV_SERVER } from '../config/build-config.ts';

/**
 * A message id the active catalog does not have (docs/requirements/site.md#languages-and-countries: a missing
 * key throws).
 */
export class MissingTranslationError extends Error {
  override readonly name = 'MissingTranslationError';
  constructor(
    readonly locale: string,
    readonly id: string,
  ) {
    super(`Missing translation for message "${id}" in locale "${locale}"`);
  }
}

/**
 * The dev server (mode `development`, never a build nor Vitest): a message being written is not in the
 * catalogs until `i18n:extract` runs, so it shows its source text and warns, rather than breaking the page
 * on every edit (docs/decisions/0303-i18n-catalogs.md). A build drops the warning's code.
 */
const EDITING = IS_DEV_SERVER;

/**
 * The app's one Lingui instance. A missing id throws instead of showing the id or the English source:
 * the error reaches the root error boundary, which reports it (and shows it in development).
 */
export const i18n = setupI18n(
  EDITING
    ? {}
    : {
        missing: (locale, id) => {
          throw new MissingTranslationError(locale, id);
        },
      },
);
if (EDITING) {
  i18n.on('missing', ({ locale, id }) => {
    console.warn(
      `i18n: message ${id} is not in the ${locale} catalog yet, shown as written: run \`pnpm --filter @opstap/web i18n:extract\` and translate it (a build fails until then)`,
    );
  });
}

/**
 * What a catalog part is named after: the shell (header, footer, notices), the head (the screens' titles and
 * descriptions, for the lazy head code and the prerender) or one screen.
 */
export type CatalogPart = 'shell' | 'head' | ScreenName;

const loading = new Map<string, Promise<void>>();

/**
 * Loads one part of a locale's catalog once (docs/decisions/0311-catalog-per-screen.md); a failed load may
 * be tried again. Each part is a lazy chunk (`static/js/i18n-nl-employers.<hash>.chunk.js`) cut at build
 * time from the locale's one PO file; Lingui merges it into the locale's messages.
 */
export function loadCatalogPart(language: Language, part: CatalogPart): Promise<void> {
  const key = `${language}:${part}`;
  let promise = loading.get(key);
  if (!promise) {
    // A copy: Lingui merges later parts into the first object it was given, a module's export here.
    promise = CATALOG_PARTS[language][part]().then(({ messages }) => i18n.load(language, { ...messages }));
    promise.catch(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise;
}

const heads = new Map<Language, Promise<I18n>>();

/**
 * The screens' titles and descriptions (the catalog's `head` part) in a Lingui instance of their own, for
 * the lazy head code. Loaded into the app's instance they would announce a change to the I18nProvider
 * while the page may still be hydrating, and React would render the page afresh (decision 0316).
 */
export function loadHeadI18n(language: Language): Promise<I18n> {
  let promise = heads.get(language);
  if (!promise) {
    promise = CATALOG_PARTS[language]
      .head()
      .then(({ messages }) => setupI18n({ locale: language, messages: { [language]: { ...messages } } }));
    promise.catch(() => heads.delete(language));
    heads.set(language, promise);
  }
  return promise;
}

/**
 * Loads the shell's and the screen's messages, then makes the language the active one (the I18nProvider
 * re-renders on the change). Both before the language changes: the page on screen re-renders in the new
 * language at once, so its messages must be there.
 */
export async function activateLanguage(language: Language, screen: ScreenName): Promise<void> {
  await Promise.all([loadCatalogPart(language, 'shell'), loadCatalogPart(language, screen)]);
  if (i18n.locale !== language) i18n.activate(language);
}
