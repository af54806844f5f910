import { setupI18n, type Messages } from '@lingui/core';
import type { Language } from '@opstap/routes';

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
 * The app's one Lingui instance. A missing id throws instead of showing the id or the English source:
 * the error reaches the root error boundary, which reports it (and shows it in development).
 */
export const i18n = setupI18n({
  missing: (locale, id) => {
    throw new MissingTranslationError(locale, id);
  },
});

// One lazy chunk per locale (`static/js/i18n-nl.<hash>.chunk.js`); the Vite plugin compiles the PO file.
const CATALOGS: Record<Language, () => Promise<{ messages: Messages }>> = {
  en: () => import('./locales/en/messages.po'),
  nl: () => import('./locales/nl/messages.po'),
};

const loading = new Map<Language, Promise<void>>();

/** Loads a locale's catalog once; a failed load may be tried again. */
export function loadCatalog(language: Language): Promise<void> {
  let promise = loading.get(language);
  if (!promise) {
    promise = CATALOGS[language]().then(({ messages }) => i18n.load(language, messages));
    promise.catch(() => loading.delete(language));
    loading.set(language, promise);
  }
  return promise;
}

/** Loads the catalog, then makes it the active one (the I18nProvider re-renders on the change). */
export async function activateLanguage(language: Language): Promise<void> {
  await loadCatalog(language);
  if (i18n.locale !== language) i18n.activate(language);
}
