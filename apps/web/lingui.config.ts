import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// docs/requirements/site.md#languages-and-countries: a missing translation is an error. `fallbackLocales:
// false` makes the build's `failOnMissing` check the catalogs themselves, not the catalogs after fallbacks
// (lingui/js-lingui#2506).
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'nl'],
  fallbackLocales: false,
  catalogs: [
    {
      path: '<rootDir>/src/i18n/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.*'],
    },
  ],
  format: formatter(),
});
